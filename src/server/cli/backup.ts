import fs from "node:fs";
import path from "node:path";
import { createBackup } from "#server/backup/backup.ts";
import { fileArguments, openConfiguredDatabase } from "./archive-command.ts";

const USAGE = "Usage: npm run backup -- <file.tar.gz> [--force]   (--force overwrites an existing file)";

/** npm run backup -- <file>: the database named by DATABASE_URL (or the PGlite one in DATA_DIR) and DATA_DIR/media. */
async function main(): Promise<number> {
  const args = fileArguments(USAGE);
  if (!args) return 2;
  const target = path.resolve(args.file);
  if (fs.existsSync(target) && !args.force) {
    console.error(`${target} exists; add --force to overwrite it.`);
    return 1;
  }
  const opened = await openConfiguredDatabase();
  if (!opened) return 1;
  const { config, database } = opened;
  try {
    const manifest = await createBackup({ database, dataDir: config.DATA_DIR, file: target });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.media.files} media files ` +
        `(${manifest.media.bytes} bytes) from ${database.kind} to ${target}`,
    );
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
