import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
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
  deepJson,
  deepObjectJson,
  INJECTIONS,
  MEGABYTE_STRING,
  seededRandom,
  UNICODE_EDGES,
  validValue,
  WRONG_TYPES,
  type Random,
} from "#tests/helpers/hostile-values.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";

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

type CaseKind =
  | "valid"
  | "missing"
  | "wrongType"
  | "extra"
  | "huge"
  | "unicode"
  | "inject"
  | "deep"
  | "topType"
  | "contentType"
  | "brokenJson"
  | "query";
const KINDS: CaseKind[] = [
  "missing",
  "wrongType",
  "huge",
  "unicode",
  "inject",
  "deep",
  "query",
  "extra",
  "topType",
  "contentType",
  "brokenJson",
  "valid",
];

const BAD_CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=utf-16",
  "application/octet-stream",
  "image/svg+xml",
];
const BROKEN_BODIES = ['{"a":', "\u0000", "\ufeff{}", "{'single': 'quotes'}", "[1,]", "NaN", '{"a":1}{"b":2}'];
const QUERY_VALUES = [
  ...INJECTIONS.map(encodeURIComponent),
  "%00",
  "%ED%A0%80",
  "-1",
  "1e308",
  "NaN",
  "true",
  "x".repeat(8000),
  "%E2%80%AE%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9",
  "",
];

/** Rows of a table the caller may not change, as digests of their guarded columns (counters left out). */
interface Guard {
  table: string;
  /** Columns that legitimately change on reads and others' writes (view and engagement counters, last sign-in). */
  ignore?: string[];
  /** SQL condition of the rows the caller owns (and may change); `$me` is the caller's id. */
  owned?: string;
  /** SQL condition of new rows an anonymous visitor may add (sign-up, anonymous submissions). */
  anonymousMayAdd?: string;
}

const MY_QUOTES = "(select id from quotes where user_id = '$me')";
const GUARDS: Guard[] = [
  {
    table: "users",
    ignore: ["failed_signins", "locked_until", "last_sign_in_at", "updated_at"],
    owned: "id = '$me'",
    anonymousMayAdd: "role = 'user'",
  },
  {
    table: "quotes",
    ignore: [
      "views",
      "reactions_count",
      "bookmarks_count",
      "comments_count",
      "reaction_counts",
      "search_vector",
      "updated_at",
    ],
    owned: "user_id = '$me'",
    anonymousMayAdd: "user_id is null and status = 'pending'",
  },
  { table: "sources", owned: "true", anonymousMayAdd: "true" },
  { table: "lists", owned: "owner_id = '$me'" },
  {
    table: "list_items",
    owned: `list_id in (select id from lists where owner_id = '$me') or quote_id in ${MY_QUOTES}`,
  },
  { table: "bookmarks", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "favorites", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "saved_quotes", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "reactions", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "comments", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "reports", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "quote_audio", owned: `quote_id in ${MY_QUOTES}` },
  { table: "quote_audio_pending", owned: `quote_id in ${MY_QUOTES}` },
  { table: "waveforms", owned: `quote_id in ${MY_QUOTES}` },
  { table: "audio_jobs", owned: `quote_id in ${MY_QUOTES}` },
  { table: "audit_log", owned: "actor_id = '$me'" },
];

interface GuardedRow {
  digest: string;
  may_add: boolean;
}

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
    realIds.quote = [approved.id, draft.id];
    realIds.list = [listId];
    realIds.comment = [comment.json<{ id: string }>().id];
    realIds.report = [report.json<{ id: string }>().id];
    realIds.user = [other.user.id, admin.user.id];
    realIds.slug = [approved.url_slug, draft.url_slug];
    realIds.any = [...realIds.quote, listId, ...realIds.user];
  });
  afterAll(() => t.close());

  /** A path parameter: a real id of someone else's thing half the time, else something that is no id at all. */
  const pathValue = (op: Operation, name: string, random: Random): string => {
    if (random.next() < 0.5) return random.pick(BAD_PATH_VALUES);
    const kindOf = /quote/i.test(name)
      ? "quote"
      : /slug/.test(name)
        ? "slug"
        : /\/lists\//.test(op.path)
          ? "list"
          : /\/comments\//.test(op.path)
            ? "comment"
            : /\/reports\//.test(op.path)
              ? "report"
              : /\/users\//.test(op.path)
                ? "user"
                : /\/quotes\//.test(op.path)
                  ? "quote"
                  : "any";
    return encodeURIComponent(random.pick(realIds[kindOf] ?? realIds.any ?? ["x"]));
  };

  /** Sets one property of an object body (or replaces the body when it is no object). */
  const withField = (
    body: unknown,
    schema: JsonSchema | undefined,
    random: Random,
    value: (name: string) => unknown,
  ) => {
    const names = Object.keys(resolve(schema)?.properties ?? {});
    if (names.length === 0 || typeof body !== "object" || body === null || Array.isArray(body)) return value("_");
    const name = random.pick(names);
    return { ...(body as Record<string, unknown>), [name]: value(name) };
  };

  /** One hostile request for an operation. */
  const hostileRequest = (
    op: Operation,
    caseKind: CaseKind,
    random: Random,
    headers: Record<string, string>,
  ): InjectOptions & { url: string } => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(op, name, random));
    const queryParams = op.parameters.filter((p) => p.in === "query");
    const query: string[] = queryParams
      .filter((p) => p.required || random.next() < 0.5)
      .map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.schema, random, resolve)))}`);
    if (caseKind === "query" || (caseKind !== "valid" && random.next() < 0.2)) {
      const target = queryParams.length > 0 ? random.pick(queryParams).name : "unknown";
      query.push(`${target}=${random.pick(QUERY_VALUES)}`, `${target}=${random.pick(QUERY_VALUES)}`, "__proto__[x]=1");
    }
    const url = query.length > 0 ? `${path}?${query.join("&")}` : path;
    const hasBody = !["GET", "HEAD", "DELETE"].includes(op.method) || op.body !== undefined;
    const schema = op.body?.["application/json"]?.schema;
    if (!hasBody) return { method: op.method, url, headers };

    const base = validValue(schema, random, resolve);
    const json = (value: unknown, contentType = "application/json") => ({
      method: op.method as InjectOptions["method"],
      url,
      headers: { ...headers, "content-type": contentType },
      payload: typeof value === "string" ? value : JSON.stringify(value),
    });
    switch (caseKind) {
      case "valid":
      case "query":
        return json(base);
      case "missing": {
        if (typeof base !== "object" || base === null || Array.isArray(base)) return json({});
        const names = Object.keys(base);
        if (names.length === 0) return json({});
        const { [random.pick(names)]: _dropped, ...rest } = base as Record<string, unknown>;
        return json(random.next() < 0.3 ? {} : rest);
      }
      case "wrongType":
        return json(withField(base, schema, random, () => random.pick(WRONG_TYPES)));
      case "extra":
        return json(
          '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}},' +
            `"role":"admin","status":"approved","user_id":"${other.user.id}","id":"${random.pick(realIds.any ?? [])}",` +
            JSON.stringify(base ?? {})
              .slice(1)
              .replace(/^}$/, '"x":1}'),
        );
      case "huge":
        return json(withField(base, schema, random, () => MEGABYTE_STRING));
      case "unicode":
        return json(withField(base, schema, random, () => random.pick(UNICODE_EDGES)));
      case "inject":
        return json(withField(base, schema, random, () => random.pick(INJECTIONS)));
      case "deep": {
        const depth = 10_000;
        if (random.next() < 0.5) return json(random.next() < 0.5 ? deepJson(depth) : deepObjectJson(depth));
        const names = Object.keys(resolve(schema)?.properties ?? {});
        const name = names.length > 0 ? random.pick(names) : "deep";
        return json(`{${JSON.stringify(name)}:${deepJson(depth)}}`);
      }
      case "topType":
        return json(JSON.stringify(random.pick([[], [base], "text", 42, null, true])));
      case "contentType":
        return json(JSON.stringify(base ?? {}), random.pick(BAD_CONTENT_TYPES));
      case "brokenJson":
        return json(random.pick(BROKEN_BODIES));
    }
  };

  const describeResponse = (options: InjectOptions & { url: string }, res: LightMyRequestResponse) =>
    `${options.method} ${options.url.slice(0, 200)} (${String(options.headers?.["content-type"] ?? "")}) → ${res.statusCode} ${res.body.slice(0, 300)}`;

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
        if (res.statusCode >= 500) failures.push(`5xx: ${describeResponse(options, res)}`);
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
  async function snapshot(me: string | null) {
    const tables: Record<string, GuardedRow[]> = {};
    for (const guard of GUARDS) {
      const ignored = (guard.ignore ?? []).map((c) => ` - '${c}'`).join("");
      const owned = me && guard.owned ? `where not (${guard.owned.replaceAll("$me", me)})` : "";
      const mayAdd = guard.anonymousMayAdd && !me ? guard.anonymousMayAdd : "false";
      const result = await t.database.db.execute(
        sql.raw(
          `select md5((to_jsonb(t)${ignored})::text) as digest, coalesce((${mayAdd}), false) as may_add ` +
            `from ${guard.table} t ${owned}`,
        ),
      );
      tables[guard.table] = rowsOf<GuardedRow>(result);
    }
    return tables;
  }

  function changes(before: Record<string, GuardedRow[]>, after: Record<string, GuardedRow[]>) {
    const found: string[] = [];
    for (const table of Object.keys(before)) {
      const was = new Set(before[table]?.map((r) => r.digest));
      const now = new Set(after[table]?.map((r) => r.digest));
      const changedOrRemoved = [...was].filter((d) => !now.has(d)).length;
      const added = (after[table] ?? []).filter((r) => !was.has(r.digest) && !r.may_add).length;
      if (changedOrRemoved > 0) found.push(`${table}: ${changedOrRemoved} rows changed or removed`);
      if (added > 0) found.push(`${table}: ${added} rows added`);
    }
    return found;
  }

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
