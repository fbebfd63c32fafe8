#!/usr/bin/env node
// End-to-end run: starts the real server on a free port with a fresh data dir, waits until it is healthy,
// runs the Chromium specs (vitest.e2e.config.ts) against it, then stops the server and deletes the data dir.
// Usage: node tests/e2e/run.mjs [vitest args, e.g. a spec file filter]   (npm run test:e2e builds the client first)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited early (code ${server.exitCode ?? server.signalCode})`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000}s`);
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  // The built client: dist/client, or CLIENT_DIR when the caller built it elsewhere.
  const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? path.join("dist", "client"));
  if (!fs.existsSync(path.join(clientDir, "index.html"))) {
    console.error(`e2e: ${clientDir}/index.html is missing. Build the client first (npm run test:e2e does).`);
    return 1;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-e2e-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "admin-password-123",
    // Every journey signs up and in with its own account from this one address.
    RATE_LIMIT_AUTH_PER_MIN: "600",
    // Every journey browses from 127.0.0.1 at machine speed.
    RATE_LIMIT_LISTS_PER_MIN: "100000",
    CLIENT_DIR: clientDir,
  };
  // The embedded database on a fresh data dir, whatever the caller's environment says.
  for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "TEST_DATABASE_URL"]) delete env[name];

  console.log(`e2e: starting the server on ${baseUrl} (data dir ${dataDir})`);
  // The compiled server, as `npm start` runs it (npm run test:e2e builds it with the client).
  const server = spawn(process.execPath, ["dist/node/main.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });

  let interrupted = false;
  const onSignal = (signal) => {
    interrupted = true;
    console.error(`e2e: ${signal} received, stopping`);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  let code = 1;
  try {
    await waitForHealth(baseUrl, server, 60_000);
    console.log(`e2e: server healthy after ${seconds()}`);
    if (!interrupted) {
      code = await run(
        process.execPath,
        [
          path.join(root, "node_modules", "vitest", "vitest.mjs"),
          "run",
          "--config",
          "vitest.e2e.config.ts",
          ...process.argv.slice(2),
        ],
        // E2E_DATA_DIR: specs read the server's mail from its outbox (DATA_DIR/outbox/*.eml).
        { cwd: root, env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir } },
      );
    }
  } catch (err) {
    console.error(`e2e: ${err instanceof Error ? err.message : String(err)}`);
    code = 1;
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`e2e: ${code === 0 && !interrupted ? "passed" : "FAILED"} in ${seconds()}`);
  return interrupted ? 130 : code;
}

process.exitCode = await main();
