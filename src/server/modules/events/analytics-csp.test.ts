import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#server/plugins/security.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const GA_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

function clientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-client-"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><title>E</title></head><body></body></html>`,
  );
  return dir;
}

/** Each directive's sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe.each([
  ["with GA_MEASUREMENT_ID", "G-TEST123"],
  ["without GA_MEASUREMENT_ID", undefined],
])("the CSP and pages %s", (_name, gaId) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = clientDir();
    t = await createTestApp("pglite", { env: { CLIENT_DIR: dir, GA_MEASUREMENT_ID: gaId } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("allows Google Analytics' hosts exactly when configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = directives(String(res.headers["content-security-policy"]));
    const tag = gaId ? ["https://www.googletagmanager.com"] : [];
    const collect = gaId ? GA_HOSTS.slice(1).concat(GA_HOSTS[0] ?? "") : [];
    expect(csp["script-src"]).toEqual(["'self'", ...tag]);
    expect(new Set(csp["connect-src"])).toEqual(new Set(["'self'", ...collect]));
    expect(new Set(csp["img-src"])).toEqual(new Set(["'self'", "data:", "blob:", ...collect]));
    expect(csp["default-src"]).toEqual(["'self'"]);
    // The API answers carry the same policy.
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe(res.headers["content-security-policy"]);
  });

  it("tells the page the measurement id only when configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    if (gaId) expect(res.body).toContain(`<meta name="echoes-ga-measurement-id" content="${gaId}" />`);
    else expect(res.body).not.toContain("echoes-ga-measurement-id");
  });
});

describe("a rendered page's own CSP", () => {
  it("adds exactly Google Analytics' hosts to script, connect and image sources when asked", () => {
    const off = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"] }));
    const on = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], analytics: true }));
    expect(on["script-src"]).toEqual(["'self'", "'sha256-x'", "https://www.googletagmanager.com"]);
    for (const name of ["connect-src", "img-src"]) {
      const added = (on[name] ?? []).filter((source) => !(off[name] ?? []).includes(source));
      expect(new Set(added)).toEqual(new Set(GA_HOSTS));
    }
    const others = Object.keys(off).filter((name) => !["script-src", "connect-src", "img-src"].includes(name));
    for (const name of others) expect(on[name]).toEqual(off[name]);
    expect(JSON.stringify(off)).not.toMatch(/google/);
  });
});
