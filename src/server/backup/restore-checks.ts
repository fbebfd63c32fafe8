import fs from "node:fs";
import path from "node:path";
import { BackupManifestSchema, MANIFEST_FILE, type BackupManifest } from "./format.ts";

/** A restore that must not go ahead; the message says why and what to do. */
export class RestoreRefused extends Error {}

/** The manifest of an unpacked archive, checked against the format; refused when it does not match. */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new RestoreRefused("Not an Echoes backup: it has no manifest.json.");
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    throw new RestoreRefused("Not an Echoes backup: its manifest.json is not JSON.");
  }
  const head = json as Partial<BackupManifest> | null;
  if (head?.format !== "echoes-backup" || head.version !== 1) {
    throw new RestoreRefused("Not an Echoes backup of a version this app reads.");
  }
  const parsed = BackupManifestSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") ?? "";
    throw new RestoreRefused(`The backup's manifest.json is damaged (at ${where || "its top"}): nothing was restored.`);
  }
  return parsed.data;
}

/** Whether `name` is a plain relative path: no absolute path, drive, backslash, NUL, `.` or `..` segment. */
export function isPlainRelativePath(name: string): boolean {
  if (name === "" || name.includes("\0") || name.includes("\\")) return false;
  if (path.posix.isAbsolute(name) || path.win32.isAbsolute(name)) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

const isInside = (root: string, target: string) => target.startsWith(root + path.sep);

/**
 * The path of `name` under `root`, after checking that it stays there: a plain relative path, and no symbolic
 * link on the way (an existing link at the name, or a folder that resolves outside `root`). Refused otherwise.
 */
export function pathInside(root: string, name: string, what: string): string {
  const refuse = () =>
    new RestoreRefused(`The backup names a path outside ${what} (${JSON.stringify(name)}): nothing was restored.`);
  if (!isPlainRelativePath(name)) throw refuse();
  const target = path.join(root, ...name.split("/"));
  if (!isInside(root, target)) throw refuse();
  if (!fs.existsSync(root)) return target;
  const realRoot = fs.realpathSync(root);
  // The nearest folder that exists decides where the rest would be created.
  let existing = path.dirname(target);
  while (!fs.lstatSync(existing, { throwIfNoEntry: false })) existing = path.dirname(existing);
  let realExisting: string;
  try {
    realExisting = fs.realpathSync(existing);
  } catch {
    throw refuse(); // a link that leads nowhere
  }
  if (realExisting !== realRoot && !isInside(realRoot, realExisting)) throw refuse();
  const link = fs.lstatSync(target, { throwIfNoEntry: false });
  if (link?.isSymbolicLink()) throw refuse();
  return target;
}

/** The archive's file for a manifest entry: inside the unpacked archive, and a regular file there. */
export function archivedFile(staging: string, name: string): string {
  const file = pathInside(staging, name, "the archive");
  if (!fs.lstatSync(file, { throwIfNoEntry: false })?.isFile()) {
    throw new RestoreRefused(`The backup lists ${JSON.stringify(name)} but does not hold it: nothing was restored.`);
  }
  return file;
}
