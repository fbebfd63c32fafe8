import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser } from "#tests/factories/users.ts";
import { pageTemplate } from "./page-renderer.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
/** The built client and its server-side renderer, when `npm run build` has run. */
const builtClient = path.join(root, "dist", "client");
const hasBuild = fs.existsSync(path.join(root, "dist", "server", "entry-server.js"));

/** Script types a browser runs; others (application/json, application/ld+json) are data. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i;

function scriptSources(csp: string): string[] {
  const directive = csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

/** The runnable inline scripts of a page. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = ""]) => !/\bsrc\s*=/i.test(attrs))
    .filter(([, attrs = ""]) => RUNNABLE.test(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? ""))
    .map(([, , body = ""]) => body);
}

const ATTRIBUTE = /\s([^\s=>/"']+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?/g;
const TAG = /<[a-z][\w-]*((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/gi;

/** Attributes named on… (onclick, onerror) of the page's elements; text and attribute values do not count. */
function eventHandlerAttributes(html: string): string[] {
  return [...html.matchAll(TAG)].flatMap(([, attributes = ""]) =>
    [...attributes.matchAll(ATTRIBUTE)].map(([, name = ""]) => name).filter((name) => /^on/i.test(name)),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function expectStrictScriptPolicy(csp: string, html: string) {
  const sources = scriptSources(csp);
  expect(sources).toContain("'self'");
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).not.toContain("'unsafe-eval'");
  expect(sources.filter((s) => s === "*" || s.endsWith(":"))).toEqual([]);
  const scripts = inlineScripts(html);
  for (const body of scripts) if (body.trim() !== "") expect(sources).toContain(sha256(body));
  // No inline event handlers: the policy (without 'unsafe-hashes') would block them anyway.
  expect(eventHandlerAttributes(html)).toEqual([]);
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).toMatch(/base-uri 'self'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  return scripts;
}

describe.each([
  // The page template as the repository has it (the theme-before-paint script), pages sent unrendered.
  [
    "the page template",
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-csp-"));
      fs.copyFileSync(path.join(root, "index.html"), path.join(dir, "index.html"));
      return { dir, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  // The built client with server-side rendering (head tags, JSON-LD, the state script), once built.
  ...(hasBuild
    ? [["the built, server-rendered client", () => ({ dir: builtClient, cleanUp: () => {} })] as const]
    : []),
] as const)("the content security policy of %s", (_name, client) => {
  let t: TestApp;
  let cleanUp: () => void;
  let slug: string;

  beforeAll(async () => {
    const made = client();
    cleanUp = made.cleanUp;
    t = await createTestApp("pglite", { env: { CLIENT_DIR: made.dir } });
    const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    const quote = await createQuote(t.app, admin.headers, {
      text: 'CSP test </script><script>alert("quote")</script> and <img src=x onerror=alert(1)> stay text.',
      author: "Ada </script> Brook",
      category: "wisdom",
      status: "approved",
    });
    slug = quote.url_slug;
  });
  afterAll(async () => {
    await t.close();
    cleanUp();
  });

  it("lets only the home page's own inline scripts run, by hash", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    const scripts = expectStrictScriptPolicy(String(res.headers["content-security-policy"]), res.body);
    // The theme is applied before the first paint by an inline script: it must be among those allowed.
    expect(scripts.some((s) => s.includes('localStorage.getItem("theme")'))).toBe(true);
  });

  it("sends the page of a password-reset link without its token", async () => {
    const token = "reset-token-that-must-not-be-in-the-page-0123456789";
    const res = await t.app.inject({ method: "GET", url: `/auth/callback?type=recovery&token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(token);
  });

  it("lets only a quote page's own inline scripts run, even when the quote holds markup", async () => {
    const res = await t.app.inject({ method: "GET", url: `/quote/${slug}` });
    expect(res.statusCode).toBe(200);
    expectStrictScriptPolicy(String(res.headers["content-security-policy"]), res.body);
    expect(res.body).not.toContain('<script>alert("quote")</script>');
    expect(res.body).not.toContain("<img src=x onerror");
  });

  it("sets no cookie on pages or API answers", async () => {
    for (const url of ["/", `/quote/${slug}`, "/api/health", "/api/quotes"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    // Sessions are bearer tokens the client keeps; signing in sets no cookie either.
    const signin = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "nobody@example.test", password: "wrong password" },
    });
    expect(signin.statusCode).toBe(401);
    expect(signin.headers["set-cookie"]).toBeUndefined();
  });
});

/** The repository's page template and its own inline scripts (the theme script before the first paint). */
const templateHtml = () => fs.readFileSync(path.join(root, "index.html"), "utf8");
const INJECTED = 'alert("injected")';

describe("the scripts a page's CSP allows", () => {
  it("are the template's own, never one that filled its slots", () => {
    const template = pageTemplate(templateHtml());
    const own = inlineScripts(templateHtml()).filter((body) => body.trim() !== "");
    expect(own.length).toBeGreaterThan(0);
    expect(template.scriptHashes).toEqual(own.map(sha256));
    // Had escaping failed, a script from the content would be in the page, but not among the allowed.
    const html = template.fill({
      status: 200,
      head: `<script>${INJECTED}</script>`,
      html: `<blockquote><script>${INJECTED}</script></blockquote>`,
      state: "{}",
      scripts: [],
    });
    expect(inlineScripts(html)).toContain(INJECTED);
    expect(template.scriptHashes).not.toContain(sha256(INJECTED));
  });
});

/**
 * A server renderer that puts a quote's text into the page unescaped, as a rendering bug would: the page then
 * holds the quote's `<script>`, and the policy must still allow only the template's own scripts.
 */
const UNESCAPING_RENDERER = `export function createPageRenderer(transport) {
  return {
    async render({ url }) {
      const slug = url.split("/").pop();
      const quote = await (await transport("/api/quotes/slug/" + slug, { method: "GET" })).json();
      return { status: 200, head: "", html: "<blockquote>" + quote.text + "</blockquote>", state: "{}", scripts: [] };
    },
  };
}
`;

describe("a rendered page whose content carries a script", () => {
  let t: TestApp;
  let dir: string;
  let slug: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-csp-render-"));
    fs.mkdirSync(path.join(dir, "client"));
    fs.mkdirSync(path.join(dir, "server"));
    fs.writeFileSync(path.join(dir, "client", "index.html"), templateHtml());
    fs.writeFileSync(path.join(dir, "server", "entry-server.js"), UNESCAPING_RENDERER);
    t = await createTestApp("pglite", { env: { CLIENT_DIR: path.join(dir, "client") } });
    const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    const quote = await createQuote(t.app, admin.headers, {
      text: `A quote that carries <script>${INJECTED}</script> in its words.`,
      author: "Ada Brook",
      category: "wisdom",
      status: "approved",
    });
    slug = quote.url_slug;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("does not allow that script: only the template's own scripts run", async () => {
    const res = await t.app.inject({ method: "GET", url: `/quote/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(inlineScripts(res.body)).toContain(INJECTED);
    const sources = scriptSources(String(res.headers["content-security-policy"]));
    expect(sources).not.toContain(sha256(INJECTED));
    expect(sources).not.toContain("'unsafe-inline'");
    for (const hash of pageTemplate(templateHtml()).scriptHashes) expect(sources).toContain(hash);
  });
});
