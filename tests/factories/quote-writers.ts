import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { auditLog } from "#server/db/schema/index.ts";
import { quoteWritesKey } from "#server/modules/quotes/quote-write-limit.ts";
import type { DatabaseKind } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "./quotes.ts";
import { createSignedInUser, type SignedInUser } from "./users.ts";

export const validQuote = { text: "A quiet river carves the deepest canyon.", author: "Ada Brook", category: "wisdom" };

let counter = 0;
/** A distinct valid quote each time (so that slugs and duplicate hints do not interfere). */
export const freshQuote = (over: Record<string, unknown> = {}) => ({
  ...validQuote,
  text: `Unique thought number ${++counter}: patience ${counter * 7919} outlasts every ${counter}th storm.`,
  ...over,
});

/** The demo catalogue with an owner, another member and an admin, for the quote write tests. */
export interface QuoteWriters {
  t: TestApp;
  owner: SignedInUser;
  other: SignedInUser;
  admin: SignedInUser;
  inject: (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    headers?: Headers,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  create: (headers: Headers, body: Record<string, unknown>) => ReturnType<typeof createQuote>;
  /** The audit rows about one quote. */
  auditRows: (quoteId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
  /**
   * Forgets the members' quote writes so far: the write tests make more than one window allows
   * (quote-write-limit.ts), so each test starts afresh.
   */
  startAfresh: () => Promise<void>;
}

export async function openQuoteWriters(kind: DatabaseKind): Promise<QuoteWriters> {
  const t = await createTestApp(kind, { seed: true });
  const [owner, other, admin] = await Promise.all([
    createSignedInUser(t.app, t.database.db),
    createSignedInUser(t.app, t.database.db),
    createSignedInUser(t.app, t.database.db, { role: "admin" }),
  ]);
  return {
    t,
    owner,
    other,
    admin,
    inject: (method, url, headers = {}, payload) =>
      t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }),
    create: (headers, body) => createQuote(t.app, headers, body),
    auditRows: (quoteId) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "quote"), eq(auditLog.entityId, quoteId))),
    startAfresh: async () => {
      await t.app.counters.clear(quoteWritesKey(owner.user.id), quoteWritesKey(other.user.id));
    },
  };
}
