import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "#server/db/client.ts";
import { prepareSeededDataDir, startServerProcess, type ServerProcess } from "#tests/helpers/server-process.ts";

/**
 * SIGTERM on the real server process: what is in flight finishes, nothing new gets in, and the process exits 0
 * — or 1 once the 10 s deadline passes. The slow request is a genuinely slow client: it sends its headers and
 * half of its body, and the rest only after the signal.
 */

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-shutdown-"));
  dirs.push(dataDir);
  await prepareSeededDataDir(dataDir);
  const server = await startServerProcess({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, "no-client") });
  servers.push(server);
  return { server, dataDir };
}

/** Starts a POST whose body arrives in two halves; `finish()` sends the second and answers the response. */
function slowPost(port: number, urlPath: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let pending: http.ClientRequest | undefined;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(bytes.length) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(bytes.subarray(0, half));
    pending = req;
  });
  return {
    response,
    finish() {
      pending!.end(bytes.subarray(half));
      return response;
    },
  };
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Resolves once the server has taken the connections opened before this call: a request on a later connection
 * has been answered (connections are accepted in order), and a little time for the earlier one's bytes.
 */
async function accepted(server: ServerProcess) {
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  await pause(100);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries to connect every 50 ms until the port refuses; false if it still accepts after `ms`. */
async function refusesWithin(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (!(await connects(port))) return true;
    if (Date.now() >= deadline) return false;
    await pause(50);
  }
}

describe("SIGTERM", () => {
  it("lets the request in flight finish, refuses new connections, writes buffered events and exits 0", async () => {
    const { server, dataDir } = await start();
    const marker = `shutdown-${Date.now()}`;
    const events = Array.from({ length: 20 }, (_, i) => ({
      event_name: marker,
      event_type: "user_interaction",
      properties: { i, padding: "x".repeat(200) },
    }));
    const post = slowPost(server.port, "/api/events", JSON.stringify({ events }));
    let answered = false;
    void post.response.then(
      () => (answered = true),
      () => {},
    );
    await accepted(server);

    server.child.kill("SIGTERM");
    // The listener closes while the request is still in flight (its body is half sent, so it cannot finish).
    // How soon depends on the machine's load; the 10 s shutdown deadline bounds it.
    expect(await refusesWithin(server.port, 5_000)).toBe(true);
    expect(answered).toBe(false);
    const answer = await post.finish();
    expect(answer.status).toBe(202);
    expect(JSON.parse(answer.body)).toMatchObject({ accepted: 20 });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain("drained; exiting");

    // The accepted events were in the write buffer when the signal came: they reached the database.
    const database = await openDatabase({ dataDir });
    try {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from events where event_name = ${marker}`),
      );
      expect(row!.n).toBe(20);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("exits 1 when a request is still unfinished 10 s after the signal", async () => {
    const { server } = await start();
    const post = slowPost(
      server.port,
      "/api/events",
      JSON.stringify({ events: [{ event_name: "x", event_type: "user_interaction" }] }),
    );
    post.response.catch(() => {}); // the connection dies with the process
    await accepted(server);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(9_500);
    expect(server.output()).toContain("not drained within 10 s");
  }, 120_000);
});
