import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** URL prefix under which stored media are served (see media-routes.ts). */
export const MEDIA_URL_PREFIX = "/media/";
/** Keys under this prefix are stored but never served (members' audio awaiting review). */
export const PRIVATE_MEDIA_PREFIX = "private/";

/** What a stored object looks like from outside. */
export interface MediaObject {
  key: string;
  size: number;
  /** Last change, ms since the epoch. */
  modifiedMs: number;
}

/**
 * Where uploaded and generated media (audio, background pictures) live. Keys are relative, slash-separated
 * names such as `audio/<quote id>-<stamp>.mp3`; objects are immutable once written — a new version gets a new
 * key, so they can be cached by browsers for a year. Local files by default; another store (object storage)
 * only has to implement this interface and serve `urlFor(key)`.
 */
export interface MediaStore {
  /** Writes (or replaces) an object; returns its size. The object appears whole or not at all. */
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<MediaObject>;
  /** The object's bytes, or undefined when absent. */
  read(key: string): Promise<Buffer | undefined>;
  /** A stream of the object's bytes (optionally a byte range, inclusive), or undefined when absent. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  stat(key: string): Promise<MediaObject | undefined>;
  /** Removes the object; true when it existed. */
  delete(key: string): Promise<boolean>;
  /** Keys under a prefix (e.g. `audio/`), for verification and clean-up. */
  list(prefix: string): Promise<string[]>;
  /** The path the object is served at, e.g. `/media/audio/x.mp3`. */
  urlFor(key: string): string;
  /** The key of one of our media URLs (absolute on `publicUrl` or a bare path), else undefined. */
  keyFromUrl(url: string, publicUrl?: string): string | undefined;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Whether `key` is a safe relative name: segments of letters, digits, dot, dash, underscore; no `..`. */
export function isValidMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

function assertKey(key: string) {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

/** Media as plain files under one directory (DATA_DIR/media). */
export class LocalMediaStore implements MediaStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file behind a key (never outside the root). */
  filePath(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, data: Buffer | Uint8Array | Readable): Promise<MediaObject> {
    const file = this.filePath(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
    try {
      if (data instanceof Uint8Array) await fs.writeFile(temporary, data);
      else await pipeline(data, createWriteStream(temporary));
      await fs.rename(temporary, file);
    } catch (err) {
      await fs.rm(temporary, { force: true });
      throw err;
    }
    const stat = await this.stat(key);
    if (!stat) throw new Error(`Media object vanished after writing: ${key}`);
    return stat;
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.filePath(key));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable | undefined> {
    if (!(await this.stat(key))) return undefined;
    return createReadStream(this.filePath(key), range);
  }

  async stat(key: string): Promise<MediaObject | undefined> {
    try {
      const stat = await fs.stat(this.filePath(key));
      return stat.isFile() ? { key, size: stat.size, modifiedMs: stat.mtimeMs } : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await fs.unlink(this.filePath(key));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const base = prefix.replace(/\/+$/, "");
    const dir = base === "" ? this.root : this.filePath(base);
    let entries: string[];
    try {
      entries = await fs.readdir(dir, { recursive: true });
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = (base === "" ? entry : `${base}/${entry}`).split(path.sep).join("/");
      if (!isValidMediaKey(key) || key.endsWith(".partial")) continue;
      if ((await this.stat(key)) !== undefined) keys.push(key);
    }
    return keys.sort();
  }

  urlFor(key: string): string {
    assertKey(key);
    return MEDIA_URL_PREFIX + key.split("/").map(encodeURIComponent).join("/");
  }

  keyFromUrl(url: string, publicUrl = "http://localhost"): string | undefined {
    let pathname: string;
    try {
      const parsed = new URL(url, publicUrl);
      if (parsed.origin !== new URL(publicUrl).origin) return undefined;
      pathname = decodeURIComponent(parsed.pathname);
    } catch {
      return undefined;
    }
    if (!pathname.startsWith(MEDIA_URL_PREFIX)) return undefined;
    const key = pathname.slice(MEDIA_URL_PREFIX.length);
    return isValidMediaKey(key) ? key : undefined;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string } | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
