import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { LANGUAGES } from "#contracts/languages.ts";
import { rowsOf } from "#server/db/client.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { TEXT_SEARCH_CONFIGS, textSearchConfig, webSearchQuery } from "./text-search-config.ts";

describe("webSearchQuery", () => {
  it("names only known configurations in the statement", () => {
    expect(() => webSearchQuery(["english'); drop table quotes; --"], "love")).toThrow(/Unknown/);
    expect(() => webSearchQuery(["klingon"], "love")).toThrow(/Unknown/);
    expect(() => webSearchQuery([], "love")).toThrow();
  });
});

describe.each(DATABASE_KINDS)("text-search configurations on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  it("are the ones echoes_ts_config indexes each language's text with", async () => {
    const tags = [
      ...Object.keys(TEXT_SEARCH_CONFIGS),
      ...LANGUAGES.map((l) => l.tag),
      ...["pt-BR", "EN-gb", "sr-Latn-RS", "la", "zh-Hant", "xx"],
    ];
    const result = await database.db.execute(
      sql`select tag, echoes_ts_config(tag)::text as config
          from unnest(${sql.raw(`array[${tags.map((t) => `'${t}'`).join(",")}]`)}::text[]) as tag`,
    );
    const inDatabase = new Map(rowsOf<{ tag: string; config: string }>(result).map((r) => [r.tag, r.config]));
    for (const tag of tags) expect(textSearchConfig(tag), tag).toBe(inDatabase.get(tag));
    expect(textSearchConfig("fr-CA")).toBe("french");
    expect(textSearchConfig("la")).toBe("simple");
  });

  it("parse a web search in every configuration, OR-ed", async () => {
    const configs = [...new Set(Object.values(TEXT_SEARCH_CONFIGS)), "simple"];
    const result = await database.db.execute(
      sql`select numnode(${webSearchQuery(configs, "pensées")})::int as n,
                 ${webSearchQuery(["english", "french"], "pensées -fleurs")}::text as q`,
    );
    const [row] = rowsOf<{ n: number; q: string }>(result);
    expect(row!.n).toBeGreaterThan(configs.length);
    expect(row!.q).toBe("'pensé' & !'fleur' | 'pens' & !'fleur'");
  });
});
