import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { APP_VERSION } from "#server/app-version.ts";
import { rowsOf, type Database } from "#server/db/client.ts";
import { appliedMigrations, listTables, readSequences } from "./catalog.ts";
import { BACKUP_FILE_MODE, MANIFEST_FILE, MEDIA_PREFIX, tableFile, type BackupManifest } from "./format.ts";
import { TarWriter } from "./tar.ts";

const FETCH_ROWS = 2_000;

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Writes a backup of the database and of `DATA_DIR/media` to `file` (a gzip-compressed tar: manifest.json,
 * one JSON-lines file per table, the media files). The tables are read in one read-only, repeatable-read
 * transaction, so they are one consistent snapshot while the app keeps serving (PostgreSQL). The archive is
 * written beside `file` and renamed into place when complete; only its owner may read it (mode 0600).
 */
export async function createBackup(options: {
  database: Database;
  dataDir: string;
  file: string;
}): Promise<BackupManifest> {
  const { database, dataDir, file } = options;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-backup-"));
  try {
    fs.mkdirSync(path.join(staging, "tables"));
    const snapshot = await database.db.transaction(
      async (tx) => {
        const migrations = await appliedMigrations(tx);
        if (migrations.length === 0) throw new Error("This database holds no Echoes schema (no migrations applied).");
        const tables: BackupManifest["tables"] = [];
        for (const table of await listTables(tx)) {
          const name = tableFile(table);
          const fd = fs.openSync(path.join(staging, name), "w");
          let rows = 0;
          try {
            await tx.execute(
              sql`declare echoes_backup no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table)} t`,
            );
            for (;;) {
              const batch = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from echoes_backup`)));
              if (batch.length === 0) break;
              fs.writeSync(fd, batch.map((r) => r.j).join("\n") + "\n");
              rows += batch.length;
            }
            await tx.execute(sql`close echoes_backup`);
          } finally {
            fs.closeSync(fd);
          }
          tables.push({ name: table, rows, file: name });
        }
        return { tables, sequences: await readSequences(tx), migrations };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    const mediaDir = path.join(dataDir, "media");
    const media = listFiles(mediaDir);
    const manifest: BackupManifest = {
      format: "echoes-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      databaseKind: database.kind,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      media: { files: 0, bytes: 0 },
    };

    const partial = `${file}.partial`;
    // A fresh file (never a left-over one, nor through a link) that only its owner can read.
    fs.rmSync(partial, { force: true });
    const gzip = zlib.createGzip({ level: 6 });
    const written = gzip.pipe(fs.createWriteStream(partial, { flags: "wx", mode: BACKUP_FILE_MODE }));
    const tar = new TarWriter(gzip);
    // Media files removed since the listing (a narration replaced meanwhile) are left out.
    const present = media.filter((name) => fs.existsSync(path.join(mediaDir, name)));
    manifest.media = {
      files: present.length,
      bytes: present.reduce((sum, name) => sum + fs.statSync(path.join(mediaDir, name)).size, 0),
    };
    await tar.addBuffer(MANIFEST_FILE, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const table of manifest.tables) await tar.addFile(table.file, path.join(staging, table.file));
    for (const name of present)
      await tar.addFile(MEDIA_PREFIX + name.split(path.sep).join("/"), path.join(mediaDir, name));
    await tar.finish();
    await new Promise<void>((resolve, reject) => {
      if (written.writableFinished) resolve();
      else written.once("finish", () => resolve()).once("error", reject);
    });
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
