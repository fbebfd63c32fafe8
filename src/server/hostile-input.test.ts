import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { rowsOf } from "#server/db/client.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { fakeSpeech } from "#tests/helpers/fake-speech.ts";
import {
  openApiDocument,
  operationsOf,
  resolveSchema,
  type JsonSchema,
  type Operation,
} from "#tests/helpers/openapi.ts";
import {
  BAD_PATH_VALUES,
  INJECTIONS,
  MEGABYTE_STRING,
  seededRandom,
  UNICODE_EDGES,
  WRONG_TYPES,
} from "#tests/helpers/hostile-values.ts";
import { describeResponse, hostileRequests, KINDS, type CaseKind } from "#tests/helpers/hostile-requests.ts";
import { changes, guardedRows } from "#tests/helpers/guarded-rows.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";
import { quoteWritesKey } from "#server/modules/quotes/quote-write-limit.ts";

/**
 * Walks the OpenAPI document and sends every operation hostile input (wrong types, missing and extra fields, 1 MB
 * strings, 10k-deep JSON, unicode edge cases, injection payloads, bad ids, bad content types) as an anonymous
 * visitor, a member and an admin. Nothing may answer 5xx, every error is the `{ error, message, fields? }` envelope,
 * and the anonymous and member passes change no row they may not change.
 */

const STRICT_ENVELOPE = ErrorEnvelopeSchema.strict();

/**
 * Cases per operation and caller: fewer on PostgreSQL, whose round trips are slower, to stay within budget.
 * FUZZ_CASES=<n> runs more (or fewer) on both, FUZZ_SEED=<n> another series, to explore.
 */
const SEED = 0x5eed + (Number(process.env.FUZZ_SEED) || 0);
const FUZZ_CASES = process.env.FUZZ_CASES ? Number(process.env.FUZZ_CASES) : undefined;
const CASES = { pglite: FUZZ_CASES ?? 14, postgres: FUZZ_CASES ?? 8 } as const;

describe.each(DATABASE_KINDS)("hostile input on %s", (kind) => {
  let t: TestApp;
  let member: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let operations: Operation[];
  let resolve: (schema?: JsonSchema) => JsonSchema | undefined;
  /** Real ids of others' things, so that some cases reach the owner checks behind validation. */
  const realIds: Record<string, string[]> = { any: [] };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, audio: { engine: fakeSpeech(), waitMs: 20 } });
    [member, other, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
    const doc = await openApiDocument(t.app);
    operations = operationsOf(doc);
    resolve = (schema) => resolveSchema(doc, schema);

    // Others' things: an approved and a draft quote, a private list with an item, a comment, a report, reactions.
    const approved = await createQuote(t.app, admin.headers, {
      text: "Hostile input test: the quiet river keeps its own counsel through the winter.",
      author: "Ada Brook",
      category: "wisdom",
      status: "approved",
    });
    const draft = await createQuote(t.app, other.headers, {
      text: "Hostile input test: a draft that only its owner should ever be able to change.",
      author: "Ada Brook",
      category: "wisdom",
      status: "draft",
    });
    const list = await t.app.inject({
      method: "POST",
      url: "/api/lists",
      headers: other.headers,
      payload: { name: "Private list", is_public: false },
    });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json<{ id: string }>().id;
    const item = await t.app.inject({
      method: "POST",
      url: `/api/lists/${listId}/items`,
      headers: other.headers,
      payload: { quote_id: approved.id },
    });
    expect(item.statusCode, item.body).toBe(201);
    const comment = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${approved.id}/comments`,
      headers: other.headers,
      payload: { content: "A comment that only its author may change." },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const report = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${approved.id}/reports`,
      headers: other.headers,
      payload: { reason: "spam" },
    });
    expect(report.statusCode, report.body).toBe(201);
    for (const headers of [other.headers, admin.headers]) {
      await t.app.inject({
        method: "POST",
        url: `/api/quotes/${approved.id}/reactions`,
        headers,
        payload: { reaction_type: "love" },
      });
      await t.app.inject({ method: "POST", url: "/api/bookmarks", headers, payload: { quote_id: approved.id } });
    }
    // A translation of the approved quote, so that links and the translations of a translation are reached too.
    const translation = await createQuote(t.app, admin.headers, {
      text: "Test d'entrées hostiles : la rivière tranquille garde ses secrets tout l'hiver.",
      author: "Ada Brook",
      category: "wisdom",
      status: "approved",
      language: "fr",
      translation_of: approved.id,
    });
    realIds.quote = [approved.id, draft.id, translation.id];
    realIds.list = [listId];
    realIds.comment = [comment.json<{ id: string }>().id];
    realIds.report = [report.json<{ id: string }>().id];
    realIds.user = [other.user.id, admin.user.id];
    realIds.slug = [approved.url_slug, draft.url_slug];
    realIds.any = [...realIds.quote, listId, ...realIds.user];
  });
  afterAll(() => t.close());

  const hostileRequest = hostileRequests({
    realIds,
    otherUserId: () => other.user.id,
    resolve: (schema) => resolve(schema),
  });

  /** Sends every operation its cases as one caller; asserts no 5xx and envelopes; answers how many were sent. */
  async function fuzz(caller: "anonymous" | "member" | "admin", skip: (op: Operation) => boolean) {
    const headers = caller === "member" ? member.headers : caller === "admin" ? admin.headers : {};
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      if (skip(op)) continue;
      const random = seededRandom(SEED + index * 7919 + caller.length * 104_729);
      for (let n = 0; n < CASES[kind]; n++) {
        const options = hostileRequest(op, KINDS[n % KINDS.length] as CaseKind, random, headers);
        options.remoteAddress = randomClientIp();
        const res = await t.app.inject(options);
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        // oEmbed answers a format it does not serve 501, as its spec says (https://oembed.com §2.3.5): no failure.
        const declinedFormat = res.statusCode === 501 && op.path === "/api/oembed";
        if (res.statusCode >= 500 && !declinedFormat) failures.push(`5xx: ${describeResponse(options, res)}`);
        // API errors are envelopes; pages (the embed) answer their own HTML error page.
        else if (res.statusCode >= 400 && op.path.startsWith("/api/")) {
          let body: unknown;
          try {
            body = res.json();
          } catch {
            body = undefined;
          }
          if (!STRICT_ENVELOPE.safeParse(body).success)
            failures.push(`not an envelope: ${describeResponse(options, res)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    if (process.env.FUZZ_REPORT) console.info(caller, Object.fromEntries(statuses));
    return { sent, succeeded: [...statuses].filter(([status]) => status < 300).reduce((n, [, count]) => n + count, 0) };
  }

  /** The guarded rows the caller may not change, table by table. */
  const snapshot = (me: string | null) => guardedRows(t.database.db, me);

  const endsOwnSession = (op: Operation) => op.method === "POST" && op.path === "/api/auth/signout";

  it("answers text PostgreSQL cannot store and addresses the router cannot read with the envelope", async () => {
    const cases: [string, number, string][] = [
      ["/api/quotes/slug/%00", 400, "validation_error"],
      ["/api/quotes?categories=%00", 400, "validation_error"],
      ["/api/quotes/%ED%A0%80", 400, "bad_request"],
      ["/api/quotes/%", 400, "bad_request"],
      [`/api/quotes/${"a".repeat(5000)}`, 414, "uri_too_long"],
    ];
    for (const [url, status, error] of cases) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(status);
      expect(STRICT_ENVELOPE.parse(res.json()), url).toMatchObject({ error });
    }
    const body = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${realIds.quote?.[0] ?? ""}/comments`,
      headers: member.headers,
      payload: { content: "nul\u0000inside" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      error: "validation_error",
      fields: { content: "Must not contain NUL characters" },
    });
  });

  it(
    "answers hostile languages and translation links with the envelope, linking nothing hidden",
    { timeout: 60_000 },
    async () => {
      const operationKeys = operations.map((op) => `${op.method} ${op.path}`);
      expect(operationKeys).toContain("GET /api/quotes/{id}/translations");
      const own = await createQuote(t.app, member.headers, {
        text: "Hostile input test: the member's own draft, edited with every kind of link.",
        author: "Ada Brook",
        category: "wisdom",
        status: "draft",
      });
      const [, othersDraft = "", translation = ""] = realIds.quote ?? [];
      const values: unknown[] = [
        ...WRONG_TYPES,
        ...INJECTIONS,
        ...UNICODE_EDGES,
        MEGABYTE_STRING,
        ...(realIds.any ?? []),
        translation,
        own.id,
        "EN-gb",
        "x-klingon",
        "zh-Hant-TW",
      ];
      const failures: string[] = [];
      /** No 5xx, and every error the strict envelope. */
      const answered = (res: { statusCode: number; body: string }) => {
        if (res.statusCode >= 500) return false;
        if (res.statusCode < 400) return true;
        try {
          return STRICT_ENVELOPE.safeParse(JSON.parse(res.body)).success;
        } catch {
          return false;
        }
      };
      for (const field of ["language", "translation_of", "translator"]) {
        for (const value of values) {
          await t.app.counters.clear(quoteWritesKey(member.user.id));
          // In Latin, so that a link to any of the English quotes would otherwise be accepted.
          const body = { text: `Hostile link ${field}.`, author: "Ada Brook", category: "wisdom", language: "la" };
          Object.assign(body, { [field]: value });
          for (const [method, url] of [
            ["POST", "/api/quotes"],
            ["PATCH", `/api/quotes/${own.id}`],
          ] as const) {
            const res = await t.app.inject({
              method,
              url,
              headers: member.headers,
              payload: { ...body, status: "draft" },
            });
            if (!answered(res)) {
              failures.push(
                `${method} ${url} ${field}=${String(value).slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
      for (const id of [...BAD_PATH_VALUES, ...(realIds.any ?? [])]) {
        const res = await t.app.inject({ url: `/api/quotes/${id}/translations`, headers: member.headers });
        if (!answered(res)) {
          failures.push(`GET translations of ${id} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      // Another member's draft stayed out of reach: nothing of the member's translates it.
      const [linked] = rowsOf<{ count: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as count from quotes where user_id = ${member.user.id} and translation_of = ${othersDraft}`,
        ),
      );
      expect(linked?.count).toBe(0);
    },
  );

  it("notices a changed or added row of someone else's", async () => {
    const before = await snapshot(member.user.id);
    const commentId = realIds.comment?.[0] ?? "";
    await t.database.db.execute(sql`update comments set content = content || '!' where id = ${commentId}`);
    expect(changes(before, await snapshot(member.user.id))).toContain("comments: 1 rows changed or removed");
    await t.database.db.execute(sql`update comments set content = rtrim(content, '!') where id = ${commentId}`);
    expect(changes(before, await snapshot(member.user.id))).toEqual([]);
  });

  it(
    "survives every operation as an anonymous visitor and changes nothing it may not",
    { timeout: 120_000 },
    async () => {
      const before = await snapshot(null);
      expect(Object.values(before).flat().length).toBeGreaterThan(20);
      const { sent } = await fuzz("anonymous", () => false);
      expect(sent).toBeGreaterThan(operations.length * 5);
      expect(changes(before, await snapshot(null))).toEqual([]);
    },
  );

  it("survives every operation as a member and changes nothing of others'", { timeout: 120_000 }, async () => {
    const before = await snapshot(member.user.id);
    await fuzz("member", endsOwnSession);
    expect(changes(before, await snapshot(member.user.id))).toEqual([]);
    // Nor did the member raise their own rows past what a member may set (role, an approved quote).
    const [raised] = rowsOf<{ admin: boolean; approved: number }>(
      await t.database.db.execute(
        sql`select (select role from users where id = ${member.user.id}) = 'admin' as admin,
                   (select count(*)::int from quotes where user_id = ${member.user.id}
                      and (status in ('approved', 'rejected') or approved_by is not null)) as approved`,
      ),
    );
    expect(raised).toEqual({ admin: false, approved: 0 });
    // Still signed in: the pass ran as a member throughout.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: member.headers })).statusCode).toBe(
      200,
    );
  });

  it("survives every operation as an admin", { timeout: 120_000 }, async () => {
    // Admins may change anything; they must not be able to end their own session or account halfway through.
    const { succeeded } = await fuzz(
      "admin",
      (op) => endsOwnSession(op) || (op.method === "DELETE" && op.path === "/api/admin/users/{id}"),
    );
    // Some cases are valid and reach the handlers, so the pass is more than a tour of the validators.
    expect(succeeded).toBeGreaterThan(operations.length / 2);
  });
});
