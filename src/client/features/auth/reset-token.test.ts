import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const TOKEN = "rEsEt_tOkEn-0123456789";
const LINK = `/auth/callback?type=recovery&token=${TOKEN}`;

/** The inline start-up script of index.html: the first script every page runs. */
function startUpScript(): string {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, "../../../../index.html"), "utf8");
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("index.html has no inline script");
  return script;
}

/** Runs the start-up script in this window, as the browser runs it first (happy-dom runs no inline scripts here). */
function runStartUpScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is index.html's own text
  const run = new Function(startUpScript()) as () => void;
  run();
}

async function freshModule() {
  vi.resetModules();
  return import("./reset-token.ts");
}

const handoff = () => (window as unknown as Record<string, unknown>).__echoesResetToken;

describe("a reset link's token", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__echoesResetToken;
    window.history.replaceState(null, "", "/");
  });

  it("leaves the address bar in index.html's first script, and start-up keeps it in memory only", async () => {
    window.history.replaceState(null, "", `${LINK}#top`);
    const historyLength = window.history.length;
    runStartUpScript();
    // Before any module of the app has run, the address no longer holds it, and no history entry was added.
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.pathname + window.location.search).toBe("/auth/callback?type=recovery");
    expect(window.history.length).toBe(historyLength);
    expect(handoff()).toBe(TOKEN);

    const { takeResetTokenFromPage, pageResetToken } = await freshModule();
    takeResetTokenFromPage();
    expect(handoff()).toBeUndefined();
    expect(pageResetToken(undefined)).toBe(TOKEN);
    expect(window.location.href).not.toContain(TOKEN);
  });

  it("is taken from the address at start-up when the inline script did not run", async () => {
    window.history.replaceState(null, "", `${LINK}&from=mail#x`);
    const { takeResetTokenFromPage, pageResetToken, forgetResetToken } = await freshModule();
    takeResetTokenFromPage();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/auth/callback?type=recovery&from=mail",
    );
    expect(pageResetToken(undefined)).toBe(TOKEN);
    // The address on the client is never a source once start-up has run.
    expect(pageResetToken("from-the-router")).toBe(TOKEN);
    forgetResetToken();
    expect(pageResetToken(undefined)).toBeUndefined();
  });

  it("is looked for on the callback page only", async () => {
    window.history.replaceState(null, "", `/quotes/some-quote?token=${TOKEN}`);
    runStartUpScript();
    const { takeResetTokenFromPage, pageResetToken } = await freshModule();
    takeResetTokenFromPage();
    expect(handoff()).toBeUndefined();
    expect(pageResetToken(undefined)).toBeUndefined();
    expect(window.location.search).toBe(`?token=${TOKEN}`);
  });
});
