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
});
