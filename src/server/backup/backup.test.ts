import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
