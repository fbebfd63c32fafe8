import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, type TestContext } from "vitest";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { expectAccessible } from "./axe.ts";

export { expectAccessible };

/** The server under test; tests/e2e/run.mjs starts one and sets this. */
export const BASE_URL = (process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");

/** The admin account run.mjs passes to the server (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@example.com", password: "admin-password-123" } as const;

const SCREENSHOT_DIR = path.resolve("test-results");

/** Launches Chromium; `extraArgs` e.g. a fake microphone (`--use-fake-device-for-media-stream`). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}

/** A JSON GET against the API, for arranging and checking data around the UI. */
export async function api<T>(pathAndQuery: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE_URL}${pathAndQuery}`, init);
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${pathAndQuery}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Waits until lazy routes have loaded (their spinner says "Loading..."), the network is quiet and what is opening
 * has finished animating in (a dialog fading in has not reached its colours yet), then checks the screen with axe
 * (`expectAccessible`): every screen a journey settles on is checked. Nothing waits for the app to have hydrated:
 * a click before it is held and replayed (first-paint.spec.ts).
 */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.getByText("Loading...", { exact: true }).count(), { timeout: 15_000 }).toBe(0);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  await expectAccessible(page);
}

/** A signed-in account as the API answers it. */
export interface Session {
  token: string;
  user: { id: string; email: string; user_metadata?: Record<string, unknown> | null };
}

/** An API call with an optional JSON body and bearer token; throws on a non-2xx answer. */
export async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Signs in through the API (docs/api.md), without the UI. The journeys sign the same admin in more often than the
 * server's per-account limit allows in a minute: a 429 waits for its Retry-After and tries again.
 */
export async function signInThroughApi(email: string, password: string): Promise<Session> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${BASE_URL}/api/auth/signin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (res.status === 429 && attempt < 10) {
      const seconds = Number(res.headers.get("retry-after")) || 1;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!res.ok) throw new Error(`POST /api/auth/signin: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as { session: { access_token: string }; user: Session["user"] };
    return { token: answer.session.access_token, user: answer.user };
  }
}

let counter = 0;
/** A word no seeded quote holds, so that each journey finds its own quotes. */
export function uniqueWord() {
  counter += 1;
  // Spec files run in parallel processes, each counting from 1: the random part keeps their words apart.
  return `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7).replace(/\d/g, "q")}${counter}`;
}

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset link of the newest recovery e-mail to `email` in the server's outbox (run.mjs sets E2E_DATA_DIR). */
export async function resetLinkFromOutbox(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (tests/e2e/run.mjs sets it)");
  const outbox = path.join(dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return undefined;
        const messages = fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), "utf8")))
          .filter((raw) => raw.includes(`To: ${email}`));
        const newest = messages.at(-1);
        link = newest ? /https?:\/\/\S+?\/auth\/callback\?type=recovery&token=[\w-]+/.exec(newest)?.[0] : undefined;
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  if (!link) throw new Error(`no reset e-mail to ${email}`);
  return link;
}

/** A new account per journey (docs/api.md sign-up), signed in through the API. */
export async function newUser(firstname = "Ada"): Promise<Session> {
  const email = `${firstname.toLowerCase()}.${uniqueWord()}@example.com`;
  const password = "correct-horse-42";
  await call("/api/auth/signup", { method: "POST", body: { email, password, firstname, lastname: "Tester" } });
  return signInThroughApi(email, password);
}

/** Puts the session where the auth UI keeps it (docs/product/accounts-and-roles.md): token and user in session storage, start in local storage. */
export async function useSession(context: BrowserContext, session: Session) {
  await context.addInitScript((s: Session) => {
    if (sessionStorage.getItem("auth_token")) return;
    sessionStorage.setItem("auth_token", s.token);
    sessionStorage.setItem("auth_user", JSON.stringify(s.user));
    localStorage.setItem("session_start", String(Date.now()));
  }, session);
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Fails the test if the page logged an error (except ones matching `allow`). */
  expectNoConsoleErrors: (options?: { allow?: RegExp[] }) => void;
}

export interface OpenPageOptions extends BrowserContextOptions {
  /**
   * The privacy choice already stored in the browser (docs/product/privacy-and-analytics.md privacy_consent), so that the consent banner
   * stays out of journeys about something else. Default: necessary only. `null`: a first visit.
   */
  privacyConsent?: { analytics: boolean; marketing: boolean } | null;
}

/** A fresh browser context (own storage) and page that records console errors and page errors. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<PageSession> {
  const { privacyConsent = { analytics: false, marketing: false }, ...contextOptions } = options;
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    colorScheme: "light",
    reducedMotion: "reduce",
    ...contextOptions,
  });
  context.setDefaultTimeout(15_000);
  if (privacyConsent) {
    await context.addInitScript((choice: { analytics: boolean; marketing: boolean }) => {
      if (localStorage.getItem("privacy_consent")) return;
      const record = { necessary: true, ...choice, timestamp: new Date().toISOString(), version: "1.0" };
      localStorage.setItem("privacy_consent", JSON.stringify(record));
    }, privacyConsent);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.stack ?? error.message}`));
  return {
    context,
    page,
    errors,
    expectNoConsoleErrors: (check = {}) => {
      const unexpected = errors.filter((e) => !(check.allow ?? []).some((pattern) => pattern.test(e)));
      expect(unexpected, `errors on ${page.url()}`).toEqual([]);
    },
  };
}

/**
 * One browser per spec file and a fresh page per test: `const browser = useBrowser()`, then
 * `const { page } = await browser.open()` in a test. A failing test leaves a screenshot of each
 * of its pages in test-results/.
 */
export function useBrowser(options: { args?: string[] } = {}) {
  let browser: Browser | undefined;
  let sessions: PageSession[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(options.args);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context: TestContext) => {
    const failed = context.task.result?.state === "fail";
    if (failed) await screenshotAll(context, sessions);
    await Promise.all(sessions.map((s) => s.context.close().catch(() => undefined)));
    sessions = [];
  });

  return {
    async open(options?: OpenPageOptions): Promise<PageSession> {
      if (!browser) throw new Error("the browser is not running (call useBrowser() at the top of a describe)");
      const session = await openPage(browser, options);
      sessions.push(session);
      return session;
    },
  };
}

async function screenshotAll(context: TestContext, sessions: PageSession[]) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const base = `${path.basename(context.task.file.name, ".spec.ts")}--${context.task.name}`
    .replace(/[^\w.-]+/g, "-")
    .slice(0, 150);
  for (const [i, session] of sessions.entries()) {
    const file = path.join(SCREENSHOT_DIR, `${base}${sessions.length > 1 ? `-${i + 1}` : ""}.png`);
    try {
      await session.page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
      console.log(`screenshot: ${path.relative(process.cwd(), file)}`);
      if (session.errors.length > 0) console.log(`page errors:\n  ${session.errors.join("\n  ")}`);
    } catch {
      // the page may already be gone
    }
  }
}
