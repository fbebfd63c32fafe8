import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import type { Readable, Writable } from "node:stream";

/**
 * The few parts of the POSIX ustar format a backup needs (regular files only), so that an archive opens with
 * any `tar` (`tar -tzf echoes.tar.gz`) and needs no dependency to write or read.
 */

const BLOCK = 512;

function writeString(header: Buffer, value: string, offset: number, length: number) {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), "utf8");
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  header.write(value.toString(8).padStart(length - 1, "0") + "\0", offset, length, "ascii");
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  for (let at = name.indexOf("/"); at !== -1; at = name.indexOf("/", at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`File name too long for the archive: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  writeString(block, base, 0, 100);
  writeOctal(block, 0o644, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size, 124, 12);
  writeOctal(block, Math.floor(mtime.getTime() / 1000), 136, 12);
  block.fill(" ", 148, 156); // the checksum counts itself as spaces
  block.write("0", 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  writeString(block, prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, "0") + "\0 ", 148, 8, "ascii");
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries to `out` (e.g. a gzip stream), waiting whenever it asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer) {
    if (chunk.length === 0) return;
    if (!this.out.write(chunk)) await once(this.out, "drain");
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()) {
    await this.write(header(name, data.length, mtime));
    await this.write(data);
    await this.write(padding(data.length));
  }

  /** Streams a file from disk into the archive under `name`. */
  async addFile(name: string, file: string) {
    const stat = fs.statSync(file);
    await this.write(header(name, stat.size, stat.mtime));
    const fd = fs.openSync(file, "r");
    try {
      const chunk = Buffer.alloc(1024 * 1024);
      let left = stat.size;
      while (left > 0) {
        const read = fs.readSync(fd, chunk, 0, Math.min(chunk.length, left), null);
        if (read === 0) throw new Error(`${file} shrank while it was being archived`);
        await this.write(Buffer.from(chunk.subarray(0, read)));
        left -= read;
      }
    } finally {
      fs.closeSync(fd);
    }
    await this.write(padding(stat.size));
  }

  /** Writes the end-of-archive marker and ends `out`. */
  async finish() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, "finish");
  }
}

function readString(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
}

/**
 * Unpacks every regular file of the archive read from `input` under `dir`; answers their names. A name that
 * would land outside `dir` (absolute, or with `..`) is refused.
 */
export async function extractTar(input: Readable, dir: string): Promise<string[]> {
  const names: string[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let current: { fd: number; left: number; pad: number } | undefined;
  let ended = false;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    for (;;) {
      if (ended) break;
      if (current) {
        if (current.left > 0) {
          const take = Math.min(current.left, buffered.length);
          if (take === 0) break;
          fs.writeSync(current.fd, buffered.subarray(0, take));
          buffered = buffered.subarray(take);
          current.left -= take;
          if (current.left > 0) break;
        }
        if (buffered.length < current.pad) break;
        buffered = buffered.subarray(current.pad);
        fs.closeSync(current.fd);
        current = undefined;
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const base = readString(block, 0, 100);
      const prefix = readString(block, 345, 155);
      const name = prefix ? `${prefix}/${base}` : base;
      const size = parseInt(readString(block, 124, 12).trim() || "0", 8);
      const type = String.fromCharCode(block[156] ?? 48);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type !== "0" && type !== "\0") {
        // Not a regular file (a directory entry, a pax header): skip its data.
        current = { fd: fs.openSync("/dev/null", "w"), left: size, pad };
        continue;
      }
      const target = path.resolve(dir, name);
      if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Unsafe name in the archive: ${name}`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      names.push(name);
      current = { fd: fs.openSync(target, "w"), left: size, pad };
    }
  }
  if (current) {
    fs.closeSync(current.fd);
    throw new Error("The archive ends in the middle of a file");
  }
  if (!ended) throw new Error("The archive is incomplete (no end marker)");
  return names;
}
