import { z } from "zod";

/** A table's or sequence's name as the catalog spells the app's own: lower-case letters, digits, underscores. */
const SqlName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
const Count = z.number().int().nonnegative();

/** What a backup archive holds (manifest.json at its start); restore reads nothing it does not match. */
export const BackupManifestSchema = z.object({
  format: z.literal("echoes-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  /** The database it was taken from; a backup restores into either kind. */
  databaseKind: z.enum(["pglite", "postgres"]),
  /** Hashes of the applied migrations: a backup restores into the same schema only. */
  migrations: z.array(z.string()),
  /** `file`: the table's rows in the archive (JSON lines). */
  tables: z.array(z.object({ name: SqlName, rows: Count, file: z.string() })),
  sequences: z.array(z.object({ name: SqlName, lastValue: z.string().regex(/^-?\d{1,19}$/), isCalled: z.boolean() })),
  media: z.object({ files: Count, bytes: Count }),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export const MANIFEST_FILE = "manifest.json";
export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const MEDIA_PREFIX = "media/";
/** Backups hold every account's data: only their owner may read them. */
export const BACKUP_FILE_MODE = 0o600;
