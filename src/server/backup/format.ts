/** What a backup archive holds (manifest.json at its start). */
export interface BackupManifest {
  format: "echoes-backup";
  version: 1;
  createdAt: string;
  appVersion: string;
  /** The database it was taken from; a backup restores into either kind. */
  databaseKind: "pglite" | "postgres";
  /** Hashes of the applied migrations: a backup restores into the same schema only. */
  migrations: string[];
  tables: { name: string; rows: number; file: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  media: { files: number; bytes: number };
}

export const MANIFEST_FILE = "manifest.json";
export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const MEDIA_PREFIX = "media/";
