// One app process for the scale-out test (src/server/scale-out.test.ts), run with `node --import tsx`: the real
// server (buildApp, configuration from the environment, as main.ts does), but with the test speech engine and
// short BullMQ stalled-job timings, which the production entry point does not take. Prints `READY <port>`.
//   CHILD_SPEECH_DELAY_MS   how long each synthesis takes (the test makes one process's engine never finish)
//   CHILD_LOCK_MS           BullMQ lock duration; the stalled-job check runs at half of it
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { ensureAdmin } from "#server/modules/users/admin-bootstrap.ts";
import { fakeSpeech } from "./fake-speech.ts";

const config = loadConfig();
const lockMs = Number(process.env.CHILD_LOCK_MS ?? 2_000);
const app = await buildApp(config, {
  audio: {
    engine: fakeSpeech({ delayMs: Number(process.env.CHILD_SPEECH_DELAY_MS ?? 0) }),
    lockDurationMs: lockMs,
    stalledIntervalMs: Math.max(200, Math.round(lockMs / 2)),
  },
});
if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
  await ensureAdmin(app.database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, app.log);
await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
console.log(`READY ${typeof address === "object" && address ? address.port : config.PORT}`);

const stop = () =>
  void app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
