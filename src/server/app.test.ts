import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ErrorEnvelope } from "#contracts/common.ts";
import packageJson from "../../package.json" with { type: "json" };
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const INLINE_SCRIPT = `document.documentElement.classList.toggle("dark", localStorage.getItem("theme") === "dark");`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Echoes</title>
    <script>${INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A built client in miniature: index.html with an inline script, one hashed asset, one unhashed file. */
function writeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-client-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(dir, "assets", "index-AbC123.js"), `console.log("echoes");\n`);
  fs.writeFileSync(path.join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  return dir;
}

const SECRET = "db password is hunter2";

/** Routes only these tests need: one that fails unexpectedly, one that takes a JSON body. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/test/boom", () => {
    throw new Error(SECRET);
  });
  app.post(
    "/api/test/echo",
    { schema: { body: z.object({ text: z.string().min(1, "Text is required") }) } },
    (request) => ({ text: request.body.text }),
  );
};

describe.each(DATABASE_KINDS)("HTTP foundation on %s", (kind) => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = writeClientDir();
    t = await createTestApp(kind, {
      env: { CLIENT_DIR: clientDir },
      beforeReady: async (app) => {
        await app.register(testRoutes);
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  describe("GET /api/health", () => {
    it("answers 200 with the database up and package.json's version", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(res.json()).toEqual({ status: "ok", database: "up", version: packageJson.version });
    });
  });

  describe("errors", () => {
    it("answers an unknown API path with a JSON 404 envelope", async () => {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const res = await t.app.inject({ method, url: "/api/no-such-thing?x=1" });
        expect(res.statusCode).toBe(404);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        const body = res.json<ErrorEnvelope>();
        expect(body.error).toBe("not_found");
        expect(body.message).toContain("/api/no-such-thing");
      }
    });

    it("never leaks the internals of an unexpected failure", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: "internal_error",
        message: "Something went wrong on our side. Please try again.",
      });
      expect(res.body).not.toContain("hunter2");
    });

    it("answers a malformed JSON body with 400 invalid_json", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/test/echo",
        headers: { "content-type": "application/json" },
        payload: '{"text": "unterminated',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>()).toMatchObject({ error: "invalid_json" });
    });

    it("answers a body that fails its schema with the field named", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/test/echo", payload: { text: "" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "validation_error",
        message: "Text is required",
        fields: { text: "Text is required" },
      });
      const ok = await t.app.inject({ method: "POST", url: "/api/test/echo", payload: { text: "hi" } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ text: "hi" });
    });
  });

  describe("request ids", () => {
    it("echoes a given x-request-id", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "trace-42" } });
      expect(res.headers["x-request-id"]).toBe("trace-42");
    });

    it("makes one up when none (or a malformed one) is given", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      const bad = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "a b\tc" } });
      expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe("client pages", () => {
    it.each(["/", "/about", "/terms", "/privacy", "/dashboard", "/admin", "/auth/callback", "/quote/a-slug"])(
      "serves index.html for the client route %s with 200",
      async (url) => {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(res.headers["cache-control"]).toBe("no-cache");
        expect(res.body).toBe(INDEX_HTML);
      },
    );

    it("serves the app with a 404 status for an unknown page, so it shows its not-found page", async () => {
      const res = await t.app.inject({ method: "GET", url: "/no/such/page?x=1" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toBe(INDEX_HTML);
    });

    it("caches hashed assets for a year and other files for an hour", async () => {
      const asset = await t.app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.headers["content-type"]).toMatch(/javascript/);
      const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    });

    it("answers a missing build file with a plain 404, not the page", async () => {
      const res = await t.app.inject({ method: "GET", url: "/assets/index-Gone42.js" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
      expect(res.body).not.toContain("<html");
    });

    it("sends a CSP that allows exactly the inline script of index.html", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      const csp = String(res.headers["content-security-policy"]);
      const hash = createHash("sha256").update(INLINE_SCRIPT).digest("base64");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    });
  });

  describe("GET /api/docs/json", () => {
    it("is an OpenAPI document listing the quote endpoints", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
      expect(res.statusCode).toBe(200);
      const doc = res.json<{
        openapi: string;
        info: { title: string; version: string };
        paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
      }>();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info).toMatchObject({ title: "Echoes API", version: packageJson.version });
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/quotes", "/api/categories"]));
      const params = doc.paths["/api/quotes"]?.get?.parameters ?? [];
      expect(params.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(["query:limit", "query:offset"]));
    });

    it("documents quote languages, translation links and a quote's translations", async () => {
      type Schema = { properties?: Record<string, Schema>; items?: Schema };
      type Operation = {
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      };
      const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
        paths: Record<string, Record<string, Operation>>;
      }>();
      const json = (op: Operation | undefined, status?: string) =>
        (status ? op?.responses[status]?.content : op?.requestBody?.content)?.["application/json"]?.schema;
      const fields = ["language", "translation_of", "translator"];
      for (const [path, method] of [
        ["/api/quotes", "post"],
        ["/api/quotes/submit-anonymous", "post"],
        ["/api/quotes/{id}", "patch"],
      ] as const) {
        const op = doc.paths[path]?.[method];
        expect(Object.keys(json(op)?.properties ?? {}), path).toEqual(expect.arrayContaining(fields));
        expect(Object.keys(op?.responses ?? {}), path).toContain("422");
      }
      const detail = json(doc.paths["/api/quotes/{id}"]?.get, "200");
      expect(Object.keys(detail?.properties ?? {})).toEqual(expect.arrayContaining([...fields, "versions"]));
      expect(Object.keys(detail?.properties?.versions?.items?.properties ?? {}).sort()).toEqual([
        "id",
        "is_original",
        "language",
        "translator",
        "url_slug",
      ]);
      const translations = json(doc.paths["/api/quotes/{id}/translations"]?.get, "200");
      expect(Object.keys(translations?.properties ?? {})).toEqual(["original", "translations"]);
      expect(Object.keys(translations?.properties?.translations?.items?.properties ?? {})).toEqual(
        expect.arrayContaining(fields),
      );
    });

    it("serves the docs page", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    });
  });
});

describe("without a built client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("explains how to build it instead of failing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("npm run build");
  });
});
