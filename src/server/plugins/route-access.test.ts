import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { can, PERMISSIONS, type Permission } from "#contracts/permissions.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { openApiDocument, operationsOf, urlOf, type Operation } from "#tests/helpers/openapi.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

/** A body no route accepts. */
const BROKEN_JSON = '{"text": [1, 2,';

describe.each(DATABASE_KINDS)("route access on %s", (kind) => {
  let t: TestApp;
  let member: SignedInUser;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await createSignedInUser(t.app, t.database.db);
    operations = operationsOf(await openApiDocument(t.app));
  });
  afterAll(() => t.close());

  const protectedOps = () => operations.filter((op) => op.access !== undefined);
  const malformed = (op: Operation, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: op.method,
      url: `${urlOf(op, () => "not-an-id-\u0000-%")}?limit=-7&page=abc&sort=%00`,
      headers: op.method === "GET" ? headers : { ...headers, "content-type": "application/json" },
      payload: op.method === "GET" ? undefined : BROKEN_JSON,
    });

  it("documents each operation's security from its declared access: required with it, optional without", async () => {
    const doc = (await openApiDocument(t.app)) as unknown as {
      paths: Record<string, Record<string, { security?: unknown; "x-access"?: string }>>;
    };
    let counted = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        counted++;
        const expected = op["x-access"] === undefined ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
        expect(op.security, `${method.toUpperCase()} ${path}`).toEqual(expected);
      }
    }
    expect(counted).toBe(operations.length);
  });

  it("declares who may call every operation that says it is for admins or signed-in users", () => {
    expect(protectedOps().length).toBeGreaterThan(40);
    for (const op of operations) {
      const label = `${op.method} ${op.path}: ${op.summary}`;
      if (/\(admin\)/.test(op.summary)) expect(op.access, label).toMatch(/^(?!user$)/);
      if (/\(admin\)/.test(op.summary)) expect(Object.keys(PERMISSIONS), label).toContain(op.access);
      if (/signed[ -]in|\(owner/i.test(op.summary) && !/optional/i.test(op.summary))
        expect(op.access, label).toBeDefined();
    }
  });

  it("answers an anonymous call 401 before looking at its parameters or body", async () => {
    for (const op of protectedOps()) {
      const res = await malformed(op);
      expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBe(401);
      expect(ErrorEnvelopeSchema.parse(res.json())).toMatchObject({ error: "unauthorized" });
    }
  });

  it("answers a call with a forged token 401 before looking at its body", async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = { sub: member.user.id, sid: "00000000-0000-4000-8000-000000000000", exp: 4102444800 };
    const forged = [
      "forged.token.value",
      `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`,
      `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}.${"A".repeat(43)}`,
      // The member's own token with its payload swapped for an admin's claims.
      member.token.replace(/\.[^.]+\./, `.${b64({ ...claims, role: "admin" })}.`),
      "x".repeat(10_000),
      "%00%ff'; select 1 --",
    ];
    for (const [index, op] of protectedOps().entries()) {
      const token = forged[index % forged.length] ?? "";
      const res = await malformed(op, { authorization: `Bearer ${token}` });
      expect(res.statusCode, `${op.method} ${op.path} with ${token.slice(0, 40)}`).toBe(401);
      ErrorEnvelopeSchema.parse(res.json());
    }
  });

  it("answers a member calling an admin operation 403 before looking at its parameters or body", async () => {
    const adminOnly = protectedOps().filter((op) => op.access !== "user" && !can("user", op.access as Permission));
    expect(adminOnly.length).toBeGreaterThan(15);
    for (const op of adminOnly) {
      const res = await malformed(op, member.headers);
      expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBe(403);
      expect(ErrorEnvelopeSchema.parse(res.json())).toMatchObject({ error: "forbidden" });
    }
  });

  it("lets a member through to validation on the operations members may call", async () => {
    const memberOps = protectedOps().filter((op) => op.access === "user" || can("user", op.access as Permission));
    expect(memberOps.length).toBeGreaterThan(15);
    for (const op of memberOps) {
      const res = await malformed(op, member.headers);
      const label = `${op.method} ${op.path}: ${res.body}`;
      expect(res.statusCode, label).not.toBe(401);
      expect(res.statusCode, label).not.toBe(403);
      expect(res.statusCode, label).toBeLessThan(500);
    }
  });

  it("refuses an anonymous moderation call with a bad body as 401 (not 400)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/quotes/00000000-0000-4000-8000-000000000000/approve",
      payload: { status: 42, extra: "x".repeat(5000) },
    });
    expect(res.statusCode).toBe(401);
  });
});
