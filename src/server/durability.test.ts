import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { openDatabase, rowsOf, type Database } from "#server/db/client.ts";
import { prepareSeededDataDir, startServerProcess, type ServerProcess } from "#tests/helpers/server-process.ts";
import { createPostgresDatabase, DATABASE_KINDS, type DatabaseKind } from "#tests/helpers/test-database.ts";
import { createUser } from "#tests/factories/users.ts";

/**
 * SIGKILL in the middle of a burst of writes: the process gets no chance to flush anything. Every write the
 * server acknowledged (2xx) must be there after a restart on the same database — on PostgreSQL, and on PGlite
 * (whose data directory is written through to the operating system at each commit; see docs/operations.md).
 */

type Ack =
  | { kind: "bookmark"; userId: string; quoteId: string }
  | { kind: "reaction"; userId: string; quoteId: string; type: string }
  | { kind: "comment"; id: string }
  | { kind: "quote"; id: string };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function target(kind: DatabaseKind): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-durability-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, "no-client") };
  if (kind === "pglite") {
    await prepareSeededDataDir(dataDir);
    return { env, open: () => openDatabase({ dataDir }) };
  }
  const database = await createPostgresDatabase({ seeded: true });
  cleanups.push(() => database.drop());
  return {
    env: { ...env, DATABASE_URL: database.url },
    open: () => openDatabase({ databaseUrl: database.url, dataDir }),
  };
}

describe.each(DATABASE_KINDS)("SIGKILL during a burst of writes on %s", (kind) => {
  it("loses no acknowledged write", async () => {
    const db = await target(kind);
    const { env } = db;
    const open = () => db.open();

    // Members and quotes to write to, made before the server starts (PGlite has one owner at a time).
    const setup = await open();
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await createUser(setup.db));
    const quoteIds = rowsOf<{ id: string }>(
      await setup.db.execute(sql`select id from quotes where status = 'approved' order by id limit 60`),
    ).map((r) => r.id);
    await setup.close();

    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => void server.child.kill("SIGKILL"));
    const tokens: string[] = [];
    for (const user of users) {
      const res = await fetch(`${server.url}/api/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(res.status).toBe(200);
      tokens.push(((await res.json()) as { session: { access_token: string } }).session.access_token);
    }

    // Every write once: per member, a bookmark and a reaction on each quote, comments and a submitted quote.
    const tasks: (() => Promise<Ack | undefined>)[] = [];
    const post = async (token: string, url: string, body: unknown) => {
      const res = await fetch(server.url + url, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return res.status >= 200 && res.status < 300 ? ((await res.json()) as Record<string, unknown>) : undefined;
    };
    for (const [q, quoteId] of quoteIds.entries()) {
      for (const [u, user] of users.entries()) {
        const token = tokens[u]!;
        const type = REACTION_TYPES[(q + u) % REACTION_TYPES.length]!;
        tasks.push(async () =>
          (await post(token, "/api/bookmarks", { quote_id: quoteId }))
            ? { kind: "bookmark", userId: user.id, quoteId }
            : undefined,
        );
        tasks.push(async () =>
          (await post(token, `/api/quotes/${quoteId}/reactions`, { reaction_type: type }))
            ? { kind: "reaction", userId: user.id, quoteId, type }
            : undefined,
        );
        if (q % 6 === 0) {
          tasks.push(async () => {
            const body = await post(token, `/api/quotes/${quoteId}/comments`, { content: `Durable ${q}-${u}` });
            return body ? { kind: "comment", id: body.id as string } : undefined;
          });
          tasks.push(async () => {
            const body = await post(token, "/api/quotes", {
              text: `Durability check ${q}-${u}: a kite holds ${q * 31 + u} knots of wind over the harbour.`,
              author: "Test Author",
              category: "wisdom",
            });
            return body ? { kind: "quote", id: body.id as string } : undefined;
          });
        }
      }
    }

    const acks: Ack[] = [];
    let killed = false;
    let next = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    const worker = async () => {
      while (!killed && next < tasks.length) {
        const task = tasks[next++]!;
        inFlight++;
        try {
          const ack = await task();
          if (ack) acks.push(ack); // answered, even if just before the kill: acknowledged
        } catch {
          // the connection died with the process: not acknowledged
        } finally {
          inFlight--;
        }
        if (!killed && acks.length >= 80) {
          killed = true;
          inFlightAtKill = inFlight;
          server.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    expect(killed, "the burst ended before the kill").toBe(true);
    expect((await server.exited).signal).toBe("SIGKILL");
    expect(acks.length).toBeGreaterThanOrEqual(80);
    expect(inFlightAtKill, "writes were under way when the process died").toBeGreaterThan(0);

    // Restart on the same database: it comes up and serves.
    server = await startServerProcess(env);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);

    const database = await open();
    try {
      const missing: Ack[] = [];
      for (const ack of acks) {
        const query =
          ack.kind === "bookmark"
            ? sql`select 1 from bookmarks where user_id = ${ack.userId} and quote_id = ${ack.quoteId}`
            : ack.kind === "reaction"
              ? sql`select 1 from reactions where user_id = ${ack.userId} and quote_id = ${ack.quoteId} and reaction_type = ${ack.type}`
              : ack.kind === "comment"
                ? sql`select 1 from comments where id = ${ack.id}`
                : sql`select 1 from quotes where id = ${ack.id}`;
        if (rowsOf(await database.db.execute(query)).length === 0) missing.push(ack);
      }
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
