import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { REACTION_TYPES } from "#contracts/constants.ts";
import type { QuoteAudio } from "#contracts/audio.ts";
import { buildApp } from "#server/app.ts";
import { rowsOf, type Database } from "#server/db/client.ts";
import { createTestApp, testConfig, type TestApp } from "#tests/helpers/test-app.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  type TestDatabase,
} from "#tests/helpers/test-database.ts";
import { fakeSpeech } from "#tests/helpers/fake-speech.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser } from "#tests/factories/users.ts";
import { createBackup, listFiles } from "./backup.ts";
import { listTables, readSequences } from "./catalog.ts";
import { restoreBackup, RestoreRefused } from "./restore.ts";
import { extractTar, TarWriter } from "./tar.ts";
import { MANIFEST_FILE, type BackupManifest } from "./format.ts";

/**
 * Every table's rows, as text, in a stable order: equal means the same data, column for column. Generated
 * columns are left out: the restoring database computes them again, and a full-text vector depends on the
 * server's stemmer version (PGlite's PostgreSQL 18 and an older server stem some words differently).
 */
async function contents(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await listTables(database.db)) {
    const generated = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select attname as name from pg_attribute where attrelid = ${`public.${table}`}::regclass and attgenerated <> ''`,
      ),
    ).map((r) => r.name);
    const rows = rowsOf<{ j: string }>(
      await database.db.execute(
        sql`select (to_jsonb(t) - ${`{${generated.join(",")}}`}::text[])::text as j from ${sql.identifier(table)} t order by 1`,
      ),
    );
    out[table] = rows.map((r) => r.j);
  }
  return out;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A source app with a bit of everything: members, quotes, reactions, bookmarks, comments, events, a narration. */
async function seededSource(kind: DatabaseKind): Promise<TestApp & { audioQuoteId: string }> {
  const source = await createTestApp(kind, { seed: true, audio: { engine: fakeSpeech() } });
  cleanups.push(() => source.close());
  const { app } = source;
  const admin = await createSignedInUser(app, source.database.db, { role: "admin" });
  const members = [];
  for (let i = 0; i < 3; i++) members.push(await createSignedInUser(app, source.database.db));
  const quoteIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const quote = await createQuote(app, admin.headers, {
      text: `A restored thought number ${i}: the tide keeps ${i * 7} shells — "quoted", naïve, 😀.`,
      author: "Backup Tester",
      category: "wisdom",
      status: "approved",
    });
    quoteIds.push(quote.id);
  }
  for (const [m, member] of members.entries()) {
    for (const [q, id] of quoteIds.entries()) {
      const reaction = REACTION_TYPES[(m + q) % REACTION_TYPES.length];
      expect(
        (
          await app.inject({
            method: "POST",
            url: `/api/quotes/${id}/reactions`,
            headers: member.headers,
            payload: { reaction_type: reaction },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await app.inject({
            method: "POST",
            url: "/api/bookmarks",
            headers: member.headers,
            payload: { quote_id: id },
          })
        ).statusCode,
      ).toBe(201);
    }
    const comment = await app.inject({
      method: "POST",
      url: `/api/quotes/${quoteIds[0]}/comments`,
      headers: member.headers,
      payload: { content: `Comment ${m}, with a newline\nand a tab\t.` },
    });
    expect(comment.statusCode, comment.body).toBe(201);
  }
  const events = await app.inject({
    method: "POST",
    url: "/api/events",
    payload: {
      events: [
        { event_name: "backup_test", event_type: "user_interaction", properties: { nested: { a: [1, 2.5, null] } } },
      ],
    },
  });
  expect(events.statusCode).toBe(202);
  await app.eventBuffer.flush();
  const audio = await app.inject({
    method: "POST",
    url: `/api/quotes/${quoteIds[1]}/generate-audio`,
    headers: admin.headers,
    payload: {},
  });
  expect(audio.statusCode, audio.body).toBe(200);
  return { ...source, audioQuoteId: quoteIds[1]! };
}

async function freshTarget(kind: DatabaseKind): Promise<{ database: TestDatabase; dataDir: string }> {
  const database = await createTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-restore-target-"));
  cleanups.push(async () => {
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { database, dataDir };
}

const PAIRS = DATABASE_KINDS.flatMap((from) => DATABASE_KINDS.map((to) => [from, to] as const));

describe.each(PAIRS)("backup of %s restored into %s", (from, to) => {
  it("brings back every row, the sequences and the media files byte for byte", async () => {
    const source = await seededSource(from);
    const file = path.join(source.config.DATA_DIR, "echoes.tar.gz");
    const manifest = await createBackup({ database: source.database, dataDir: source.config.DATA_DIR, file });
    expect(manifest.tables.find((t) => t.name === "quotes")!.rows).toBeGreaterThan(2000);
    expect(manifest.media.files).toBeGreaterThanOrEqual(1);

    const target = await freshTarget(to);
    await restoreBackup({ database: target.database, dataDir: target.dataDir, file });

    const before = await contents(source.database);
    const after = await contents(target.database);
    for (const table of Object.keys(before)) {
      expect(after[table]?.length, table).toBe(before[table]!.length);
      const differ = before[table]!.findIndex((row, i) => row !== after[table]![i]);
      expect(differ === -1 ? "" : `${before[table]![differ]}\n${after[table]![differ]}`, table).toBe("");
    }
    expect(await readSequences(target.database.db)).toEqual(await readSequences(source.database.db));

    const sourceMedia = path.join(source.config.DATA_DIR, "media");
    const targetMedia = path.join(target.dataDir, "media");
    expect(listFiles(targetMedia)).toEqual(listFiles(sourceMedia));
    for (const name of listFiles(sourceMedia)) {
      expect(
        fs.readFileSync(path.join(targetMedia, name)).equals(fs.readFileSync(path.join(sourceMedia, name))),
        name,
      ).toBe(true);
    }

    // The restored data serves: the narration plays from the restored file.
    const app = await buildApp(testConfig({ DATA_DIR: target.dataDir }), { database: target.database });
    cleanups.push(() => app.close());
    await app.ready();
    const audio = await app.inject({ method: "GET", url: `/api/quotes/${source.audioQuoteId}/audio` });
    expect(audio.statusCode).toBe(200);
    const file1 = await app.inject({ method: "GET", url: audio.json<QuoteAudio>().audio_url });
    expect(file1.statusCode).toBe(200);
    expect(file1.rawPayload.length).toBeGreaterThan(0);

    // A database that holds data is refused without --force, and replaced with it.
    await expect(restoreBackup({ database: target.database, dataDir: target.dataDir, file })).rejects.toThrow(
      RestoreRefused,
    );
    await target.database.db.execute(sql`delete from comments`);
    await restoreBackup({ database: target.database, dataDir: target.dataDir, file, force: true });
    expect(await contents(target.database)).toEqual(before);
  }, 120_000);
});

/**
 * A copy of the backup `file` with its manifest edited and extra entries added (as a hostile archive would be
 * made: any name, any manifest).
 */
async function craftedArchive(
  file: string,
  edit: (manifest: BackupManifest) => void,
  extra: { name: string; data: string }[] = [],
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-crafted-"));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const unpacked = path.join(dir, "unpacked");
  const names = await extractTar(fs.createReadStream(file).pipe(zlib.createGunzip()), unpacked);
  const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, MANIFEST_FILE), "utf8")) as BackupManifest;
  edit(manifest);
  const crafted = path.join(dir, "crafted.tar.gz");
  const gzip = zlib.createGzip();
  const written = gzip.pipe(fs.createWriteStream(crafted));
  const tar = new TarWriter(gzip);
  await tar.addBuffer(MANIFEST_FILE, Buffer.from(JSON.stringify(manifest)));
  for (const name of names.filter((n) => n !== MANIFEST_FILE)) await tar.addFile(name, path.join(unpacked, name));
  for (const { name, data } of extra) await tar.addBuffer(name, Buffer.from(data));
  await tar.finish();
  if (!written.writableFinished) await once(written, "finish");
  return crafted;
}

describe.each(DATABASE_KINDS)("backup files and hostile archives on %s", (kind) => {
  let source: TestApp;
  let file: string;

  beforeAll(async () => {
    source = await createTestApp(kind);
    cleanups.push(() => source.close());
    await source.app.media.put("audio/kept.mp3", Buffer.from("narration bytes"));
    file = path.join(source.config.DATA_DIR, "echoes.tar.gz");
    await createBackup({ database: source.database, dataDir: source.config.DATA_DIR, file });
  });

  /** Nothing was restored: no rows, no media files. */
  async function expectUntouched(target: { database: TestDatabase; dataDir: string }) {
    const [row] = rowsOf<{ n: number }>(await target.database.db.execute(sql`select count(*)::int as n from users`));
    expect(row?.n).toBe(0);
    expect(listFiles(path.join(target.dataDir, "media"))).toEqual([]);
  }

  it("writes the archive readable by its owner only (0600), also over an existing file", async () => {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = path.join(source.config.DATA_DIR, "again.tar.gz");
    fs.writeFileSync(again, "an older backup", { mode: 0o644 });
    await createBackup({ database: source.database, dataDir: source.config.DATA_DIR, file: again });
    expect(fs.statSync(again).mode & 0o777).toBe(0o600);
  });

  it.each([
    ["a parent folder", "../evil.jsonl"],
    ["an absolute path", "/etc/passwd"],
    ["a folder of the archive followed by ..", "tables/../../evil.jsonl"],
  ])("refuses a manifest whose table file is %s, restoring nothing", async (_what, name) => {
    const crafted = await craftedArchive(file, (manifest) => {
      manifest.tables.find((t) => t.name === "users")!.file = name;
    });
    const target = await freshTarget(kind);
    const restore = restoreBackup({ database: target.database, dataDir: target.dataDir, file: crafted });
    await expect(restore).rejects.toThrow(RestoreRefused);
    await expect(restore).rejects.toThrow(/names a path outside the archive/);
    await expectUntouched(target);
  });

  it("refuses an archive entry named ../evil and writes nothing outside", async () => {
    const evil = `echoes-evil-${randomBytes(6).toString("hex")}.txt`;
    const crafted = await craftedArchive(file, () => {}, [
      { name: `../${evil}`, data: "escaped" },
      { name: `media/../../${evil}`, data: "escaped" },
    ]);
    const target = await freshTarget(kind);
    const restore = restoreBackup({ database: target.database, dataDir: target.dataDir, file: crafted });
    await expect(restore).rejects.toThrow(RestoreRefused);
    await expect(restore).rejects.toThrow(/Unsafe name in the archive/);
    expect(fs.existsSync(path.join(os.tmpdir(), evil))).toBe(false);
    await expectUntouched(target);
  });

  it("refuses to write media through a link that leads out of the media folder", async () => {
    const target = await freshTarget(kind);
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-outside-"));
    cleanups.push(async () => fs.rmSync(outside, { recursive: true, force: true }));
    fs.mkdirSync(path.join(target.dataDir, "media"));
    fs.symlinkSync(outside, path.join(target.dataDir, "media", "audio"));
    const restore = restoreBackup({ database: target.database, dataDir: target.dataDir, file });
    await expect(restore).rejects.toThrow(RestoreRefused);
    await expect(restore).rejects.toThrow(/names a path outside the media folder \("audio\/kept.mp3"\)/);
    expect(fs.readdirSync(outside)).toEqual([]);
    await expectUntouched(target);
  });

  it("refuses a manifest that names what is not an SQL name, restoring nothing", async () => {
    const crafted = await craftedArchive(file, (manifest) => {
      manifest.sequences.push({ name: "users_id_seq'); drop table users; --", lastValue: "1", isCalled: true });
    });
    const target = await freshTarget(kind);
    const restore = restoreBackup({ database: target.database, dataDir: target.dataDir, file: crafted });
    await expect(restore).rejects.toThrow(/manifest.json is damaged \(at sequences\.\d+\.name\)/);
    await expectUntouched(target);
  });
});
