import { ConfigError, loadConfig, type Config } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";

/** `<file> [--force]` from the command line, or undefined (after printing `usage`) when they are not that. */
export function fileArguments(usage: string): { file: string; force: boolean } | undefined {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const [file, ...rest] = args.filter((a) => a !== "--force");
  if (!file || rest.length > 0 || file.startsWith("-")) {
    console.error(usage);
    return undefined;
  }
  return { file, force };
}

/** The configured database (DATABASE_URL, or PGlite in DATA_DIR), or undefined after printing why it cannot open. */
export async function openConfiguredDatabase(): Promise<{ config: Config; database: Database } | undefined> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return undefined;
    }
    throw err;
  }
  try {
    return { config, database: await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }) };
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return undefined;
  }
}
