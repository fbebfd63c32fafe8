import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import zlib from "node:zlib";
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database, type Tx } from "#server/db/client.ts";
import { listFiles } from "./backup.ts";
import {
  appliedMigrations,
  foreignKeys,
  insertableColumns,
  listTables,
  parentsFirst,
  readSequences,
} from "./catalog.ts";
import { MEDIA_PREFIX, type BackupManifest } from "./format.ts";
import { archivedFile, pathInside, readManifest, RestoreRefused } from "./restore-checks.ts";
import { extractTar } from "./tar.ts";

export { RestoreRefused } from "./restore-checks.ts";

/** Rows per INSERT. */
const INSERT_ROWS = 1_000;

/** Tables of the database that hold rows. */
async function tablesWithRows(database: Database): Promise<string[]> {
  const found: string[] = [];
  for (const table of await listTables(database.db)) {
    const [row] = rowsOf<{ any: boolean }>(
      await database.db.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as any`),
    );
    if (row?.any) found.push(table);
  }
  return found;
}

/** Inserts one batch of JSON rows (the text of row_to_json, as the backup holds it) into `table`. */
async function insertRows(tx: Tx, table: string, columns: SQL, lines: string[]) {
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into ${sql.identifier(table)} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${lines.join(",")}]`}::json)`);
}

async function loadTable(tx: Tx, table: string, file: string, selfReferencing: boolean) {
  const names = await insertableColumns(tx, table);
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  // A table whose rows refer to each other goes in as one statement: its keys are checked at the statement's end.
  const batchRows = selfReferencing ? Number.POSITIVE_INFINITY : INSERT_ROWS;
  let batch: string[] = [];
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    if (batch.length >= batchRows) {
      await insertRows(tx, table, columns, batch);
      batch = [];
    }
  }
  await insertRows(tx, table, columns, batch);
}

/**
 * Restores a backup (createBackup) into `database` and `DATA_DIR/media`: the migrations first, then — in one
 * transaction — every table's rows (the app's triggers off, so derived tables such as the analytics rollups
 * come back exactly as they were), and the sequences; then the media files. Refuses a database or media
 * folder that already holds data unless `force`, which replaces it.
 */
export async function restoreBackup(options: {
  database: Database;
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<BackupManifest> {
  const { database, dataDir, file, force = false } = options;
  if (!fs.existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-restore-"));
  try {
    try {
      await extractTar(fs.createReadStream(file).pipe(zlib.createGunzip()), staging);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new RestoreRefused(`Not a readable Echoes backup (${why}): nothing was restored.`);
    }
    const manifest = readManifest(staging);
    // Every path the archive names stays inside it, and every media file inside DATA_DIR/media: checked
    // before anything is written.
    const tableFiles = new Map(manifest.tables.map((t) => [t.name, archivedFile(staging, t.file)]));
    const mediaDir = path.join(dataDir, "media");
    const stagedMedia = path.join(staging, MEDIA_PREFIX);
    const mediaNames = listFiles(stagedMedia).map((name) => name.split(path.sep).join("/"));
    for (const name of mediaNames) pathInside(mediaDir, name, "the media folder");

    await database.migrate();
    const migrations = await appliedMigrations(database.db);
    if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations)) {
      throw new RestoreRefused(
        `The backup's schema (${manifest.migrations.length} migrations, app ${manifest.appVersion}) differs from ` +
          `this app's (${migrations.length} migrations): restore it with the version that made it, then upgrade.`,
      );
    }
    if (!force) {
      const filled = await tablesWithRows(database);
      if (filled.length > 0) {
        throw new RestoreRefused(
          `The database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""} hold rows): ` +
            "restore into an empty one, or add --force to replace its contents.",
        );
      }
      if (listFiles(mediaDir).length > 0) {
        throw new RestoreRefused(`${mediaDir} is not empty: add --force to replace its files.`);
      }
    }

    const tables = await listTables(database.db);
    const missing = manifest.tables.filter((t) => !tables.includes(t.name)).map((t) => t.name);
    if (missing.length > 0) throw new RestoreRefused(`Tables of the backup missing here: ${missing.join(", ")}`);
    const sequences = new Set((await readSequences(database.db)).map((q) => q.name));
    const strays = manifest.sequences.filter((q) => !sequences.has(q.name)).map((q) => q.name);
    if (strays.length > 0) throw new RestoreRefused(`Sequences of the backup missing here: ${strays.join(", ")}`);
    const keys = await foreignKeys(database.db);
    await database.db.transaction(async (tx) => {
      const all = sql.join(
        tables.map((t) => sql.identifier(t)),
        sql`, `,
      );
      await tx.execute(sql`truncate ${all} restart identity cascade`);
      for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
      for (const table of parentsFirst(tables, keys)) {
        const tableFile = tableFiles.get(table);
        if (!tableFile) continue;
        const selfReferencing = keys.some((k) => k.child === table && k.parent === table);
        await loadTable(tx, table, tableFile, selfReferencing);
      }
      for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
      for (const sequence of manifest.sequences) {
        await tx.execute(
          sql`select setval(${`public.${sequence.name}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
        );
      }
    });

    if (force) fs.rmSync(mediaDir, { recursive: true, force: true });
    for (const name of mediaNames) {
      const target = pathInside(mediaDir, name, "the media folder");
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Never through a link that appeared meanwhile, nor over a file: the folder was empty or just removed.
      fs.copyFileSync(path.join(stagedMedia, ...name.split("/")), target, fs.constants.COPYFILE_EXCL);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
