import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteThread, type PgliteThreadClient } from "./pglite-thread.ts";

describe("PGlite on its own thread", () => {
  let client: PgliteThreadClient;

  beforeAll(async () => {
    client = await openPgliteThread({ settings: [["shared_buffers", "16MB"]] });
    await client.query("create table items (id int primary key, name text not null, at timestamptz default now())");
  }, 60_000);
  afterAll(() => client.close());

  it("keeps the event loop free while a statement runs", async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await client.query("select pg_sleep(2)");
    clearInterval(ticker);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_990);
    // On the calling thread the sleep would hold the loop for the whole 2 s. Here a 5 ms timer keeps ticking; the
    // bound allows for a loaded 2-core machine and still fails if the statement blocked the loop.
    expect(longestGap).toBeLessThan(1_000);
  });

  it("answers rows as objects or arrays, with timestamps as PostgreSQL's text", async () => {
    await client.query("insert into items (id, name) values ($1, $2)", [1, "one"]);
    const objects = await client.query("select id, name, at from items where id = $1", [1]);
    expect(objects.rows).toEqual([{ id: 1, name: "one", at: (objects.rows[0] as { at: unknown }).at }]);
    expect((objects.rows[0] as { at: unknown }).at).toMatch(/^\d{4}-\d\d-\d\d \d/);
    expect(objects.fields.map((f) => f.name)).toEqual(["id", "name", "at"]);
    const arrays = await client.query("select id, name from items where id = $1", [1], { rowMode: "array" });
    expect(arrays.rows).toEqual([[1, "one"]]);
  });

  it("carries PostgreSQL's error fields across", async () => {
    const error = await client.query("insert into items (id, name) values (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
  });

  it("commits a transaction whose callback succeeds and rolls back one that throws", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (2, 'two')");
      await tx.query("insert into items (id, name) values (3, 'three')");
    });
    const failure = new Error("changed my mind");
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into items (id, name) values (4, 'four')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    const { rows } = await client.query("select id from items order by id", [], { rowMode: "array" });
    expect(rows).toEqual([[1], [2], [3]]);
  });

  it("runs other statements after an open transaction, not inside it", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (5, 'five')");
      order.push("tx wrote");
      await held;
      await tx.query("delete from items where id = 5");
      order.push("tx done");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = client.query("select count(*)::int as n from items where id = 5").then((r) => {
      order.push("outside read");
      return r.rows[0];
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual({ n: 0 });
    expect(order).toEqual(["tx wrote", "tx done", "outside read"]);
  });

  it("loads rows with COPY and dumps the database", async () => {
    await client.copyFrom("copy items (id, name) from '/dev/blob'", "10\tten\n11\televen\n");
    const { rows } = await client.query("select name from items where id >= 10 order by id");
    expect(rows).toEqual([{ name: "ten" }, { name: "eleven" }]);
    const dump = await client.dumpDataDir();
    expect(dump.byteLength).toBeGreaterThan(1_000_000);
  });

  it("refuses statements once closed, and a failed start says why", async () => {
    const other = await openPgliteThread({ settings: [] });
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow(/stopped/);
    await expect(openPgliteThread({ settings: [["no_such_setting", "1"]] })).rejects.toThrow();
  }, 60_000);
});
