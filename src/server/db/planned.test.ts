import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { rowsOf } from "./client.ts";
import { executePlanned } from "./planned.ts";

describe.each(DATABASE_KINDS)("executePlanned on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  const echo = (text: string, n: number, flag: boolean, at: Date | null) =>
    executePlanned(
      database.db,
      sql`select ${text}::text as text, ${n}::int + 1 as next, ${flag}::boolean as flag, ${at}::timestamptz as at`,
    )
      .then((result) => rowsOf<{ text: string; next: number; flag: boolean; at: string | null }>(result)[0])
      .then((row) => row && { ...row, at: row.at === null ? null : new Date(row.at) });

  it("answers what the statement answers, every time, for any values of its parameters", async () => {
    const at = new Date("2026-11-24T08:00:00.000Z");
    expect(await echo("plain", 1, true, at)).toEqual({ text: "plain", next: 2, flag: true, at });
    expect(await echo("it's; drop table quotes; --", 41, false, null)).toEqual({
      text: "it's; drop table quotes; --",
      next: 42,
      flag: false,
      at: null,
    });
    expect(await echo("back\\slash ''quoted'' ünïcødé 🎉", -5, true, at)).toMatchObject({
      text: "back\\slash ''quoted'' ünïcødé 🎉",
      next: -4,
    });
    const [{ n } = { n: -1 }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from quotes`),
    );
    expect(n).toBeGreaterThanOrEqual(0);
  });

  it("plans a statement once on PGlite and runs it by name afterwards", async () => {
    await echo("a", 1, true, null);
    await echo("b", 2, false, null);
    const prepared = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'planned_%'`),
    )[0]?.n;
    if (kind === "pglite") expect(prepared).toBe(1);
    else expect(prepared).toBe(0);
  });
  it("keeps working after a statement fails, with the same plan", async () => {
    const divide = (by: number) =>
      executePlanned(database.db, sql`select 10 / ${by}::int as q`).then((r) => rowsOf<{ q: number }>(r)[0]?.q);
    // drizzle wraps PostgreSQL's error (node-postgres); PGlite's planned run answers it as it is.
    const error = (await divide(0).catch((err: unknown) => err)) as { code?: string; cause?: { code?: string } };
    expect(error.cause?.code ?? error.code).toBe("22012");
    expect(await divide(5)).toBe(2);
    await expect(executePlanned(database.db, sql`select from nowhere_at_all where ${1}`)).rejects.toThrow();
    expect(await divide(2)).toBe(5);
  });

  it.runIf(kind === "pglite")("never writes a value into SQL text: every value is a bound parameter", async () => {
    // Every statement the database is sent passes through the client drizzle drives (the PGlite thread).
    const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
    const sent: { text: string; params: unknown[] }[] = [];
    const restore: (() => void)[] = [];
    for (const method of ["query", "planned"]) {
      const original = client[method];
      if (typeof original !== "function") continue;
      client[method] = (...args: unknown[]) => {
        sent.push({ text: String(args[0]), params: (args[1] as unknown[] | undefined) ?? [] });
        return (original as (...a: unknown[]) => unknown).apply(client, args);
      };
      restore.push(() => (client[method] = original));
    }
    const hostile = ["x'); drop table quotes; --", "\\'; select 1; --", "$$ or true $$", "'' or ''1''=''1"];
    try {
      for (const text of hostile) expect((await echo(text, 1, true, null))?.text).toBe(text);
    } finally {
      for (const undo of restore) undo();
    }
    expect(sent.length).toBe(hostile.length);
    for (const { text } of sent) expect(text).not.toMatch(/drop table|select 1;|or true|''1''/);
    expect(sent.flatMap((call) => call.params)).toEqual(expect.arrayContaining(hostile));
  });
});
