import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { ADMIN_USAGE, parseAdminArgs, runAdminCommand } from "#server/modules/users/admin-cli.ts";

/** npm run admin -- create|promote <email> [--password <password>] */
async function main(): Promise<number> {
  const cmd = parseAdminArgs(process.argv.slice(2));
  if ("error" in cmd) {
    if (cmd.error) console.error(cmd.error);
    console.log(ADMIN_USAGE);
    return cmd.error ? 2 : 0;
  }

  // ADMIN_PASSWORD is read through the config, which wants ADMIN_EMAIL beside it: that is this e-mail.
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.ADMIN_EMAIL;
  if (env.ADMIN_PASSWORD?.trim()) env.ADMIN_EMAIL = cmd.email;
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await runAdminCommand(database.db, cmd, {
      configuredPassword: config.ADMIN_PASSWORD,
      print: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
