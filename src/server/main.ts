import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { seedDemoQuotes } from "./db/seed.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { ensureAdmin, ensureFirstRunAdmin, refusedPromotionMessage } from "./modules/users/admin-bootstrap.ts";

/** How long SIGTERM waits for requests and jobs before exiting with status 1. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function prepareData(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  const { db } = app.database;
  const seeded = await seedDemoQuotes(db);
  if (seeded > 0) app.log.info(`Seeded ${seeded} demo quotes`);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, app.log);
    if (outcome === "refused") app.log.warn(refusedPromotionMessage(config.ADMIN_EMAIL));
    else if (outcome !== "unchanged") app.log.info(`Admin ${config.ADMIN_EMAIL} ${outcome}`);
  } else {
    const generated = await ensureFirstRunAdmin(db);
    if (generated) {
      // Printed once, on the run that creates the account; it is not stored anywhere readable.
      console.log(
        `\n  First-run admin account created:\n    e-mail:   ${generated.email}\n    password: ${generated.password}\n  Change it after signing in, or set ADMIN_EMAIL/ADMIN_PASSWORD.\n`,
      );
    }
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // Libraries loaded from here on (React in the page renderer) pick their build by it: unset, React would
  // render pages with its development build, several times slower and heavier.
  process.env.NODE_ENV = config.NODE_ENV;
  const app = await buildApp(config);
  await prepareData(app, config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  console.log(`\n  Echoes is running at http://localhost:${port} (${app.database.kind})\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // GET /api/ready answers 503 from now on, so a proxy stops sending traffic here.
    app.draining = true;
    app.log.info(`${signal} received: draining requests`);
    // The listener closes at once (new connections are refused); requests in flight finish, then the jobs
    // stop (a running one goes back to the queue), buffered events are written and the database closes.
    const force = setTimeout(() => {
      app.log.error(`not drained within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    app.close().then(
      () => {
        app.log.info("drained; exiting");
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // Work off the request path (a cache refresh, a background count) that meets a database outage must not end
  // the process: the database comes back and the next attempt succeeds. Anything else is a bug and does.
  process.on("unhandledRejection", (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    app.log.warn({ reason: (reason as Error).message }, "background work failed: database unavailable");
  });
}

await main();
