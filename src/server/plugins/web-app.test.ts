import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_COLORS } from "#contracts/offline.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const publicDir = path.join(root, "src", "client", "public");
const WORKER = "self.addEventListener('fetch', () => {});\n";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

function directive(csp: string, name: string): string[] | undefined {
  return csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);
}

describe("offline and installable: what the server sends", () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    // A client build in miniature: the page template, the worker and a plain public file.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-pwa-"));
    fs.copyFileSync(path.join(root, "index.html"), path.join(clientDir, "index.html"));
    fs.writeFileSync(path.join(clientDir, "sw.js"), WORKER);
    fs.copyFileSync(path.join(publicDir, "offline.html"), path.join(clientDir, "offline.html"));
    t = await createTestApp("pglite", { env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves the web app manifest as application/manifest+json, installable as a standalone app", async () => {
    const res = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<Record<string, unknown> & { icons: ManifestIcon[] }>();
    expect(manifest).toMatchObject({
      id: "/",
      name: "Echoes",
      short_name: "Echoes",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: THEME_COLORS.light,
      background_color: THEME_COLORS.light,
    });
    const kinds = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
    expect(kinds).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
  });

  it("names icons that exist, as PNGs of the sizes it says", async () => {
    const { icons } = (await t.app.inject({ method: "GET", url: "/manifest.webmanifest" })).json<{
      icons: ManifestIcon[];
    }>();
    for (const icon of icons) {
      expect(icon.type).toBe("image/png");
      const meta = await sharp(path.join(publicDir, icon.src)).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
    }
  });

  it("serves the manifest without a client build too", async () => {
    const bare = await createTestApp("pglite");
    try {
      const res = await bare.app.inject({ method: "GET", url: "/manifest.webmanifest" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    } finally {
      await bare.close();
    }
  });

  it("serves /sw.js as JavaScript that no cache keeps, so that each visit finds a new worker", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(WORKER);
    // Other public files keep their hour.
    const offline = await t.app.inject({ method: "GET", url: "/offline.html" });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers /sw.js with a plain 404 when no worker was built, never the page", async () => {
    const bare = await createTestApp("pglite");
    try {
      const res = await bare.app.inject({ method: "GET", url: "/sw.js" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    } finally {
      await bare.close();
    }
  });

  it("links the manifest and gives theme colours for light and dark in the page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(res.body).toContain(
      `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" />`,
    );
    expect(res.body).toContain(
      `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" />`,
    );
  });

  it("allows the worker and the manifest from this origin only, in pages' and other answers' CSP", async () => {
    for (const url of ["/", "/api/health", "/offline.html"]) {
      const csp = String((await t.app.inject({ method: "GET", url })).headers["content-security-policy"]);
      expect(directive(csp, "worker-src"), url).toEqual(["'self'"]);
      expect(directive(csp, "manifest-src"), url).toEqual(["'self'"]);
      // Still no inline script beyond the template's own, by hash.
      expect(directive(csp, "script-src")?.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
    }
  });
});
