import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { QuoteDetail, QuoteList } from "#contracts/quotes.ts";
import { api, BASE_URL, newUser, useBrowser, useSession } from "./helpers.ts";

/** The HTML the server sends, as a crawler or a link preview reads it. */
async function html(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE_URL}${path}`, { headers });
  return { status: res.status, body: await res.text() };
}

/** Text as it appears in HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Records layout shifts (not caused by input) from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
}

/** Records Content-Security-Policy violations (a caught one logs no console error, but a browser reports it). */
async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe("server rendering", () => {
  const browser = useBrowser();
  let latest: QuoteList;
  let quote: QuoteDetail;

  beforeAll(async () => {
    latest = await api<QuoteList>("/api/quotes?limit=20");
    const first = latest.quotes.find((q) => q.tags.length > 0) ?? latest.quotes[0];
    if (!first) throw new Error("no quotes");
    quote = await api<QuoteDetail>(`/api/quotes/slug/${first.url_slug}`);
  });

  it("sends the home page with its first 20 quotes in the HTML", async () => {
    const { status, body } = await html("/");
    expect(status).toBe(200);
    for (const q of latest.quotes) expect(body).toContain(escaped(q.text));
    expect(body).toContain("<title>Echoes — quotes worth sharing</title>");
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"/);
  });

  it("renders the requested filters on the server", async () => {
    const filtered = await api<QuoteList>("/api/quotes?categories=wisdom&limit=20");
    const { status, body } = await html("/?categories=wisdom&view=list");
    expect(status).toBe(200);
    for (const q of filtered.quotes) expect(body).toContain(escaped(q.text));
    const other = latest.quotes.find((q) => q.category !== "wisdom" && !filtered.quotes.some((f) => f.id === q.id));
    if (other) expect(body).not.toContain(`>${escaped(other.text)}<`);
    expect(body).toContain('data-view="list"');
  });

  it("renders the list in the display mode the visitor's cookie keeps", async () => {
    expect((await html("/", { cookie: "quote-view-mode=clean" })).body).toContain('data-display="clean"');
    expect((await html("/", { cookie: "quote-view-mode=full" })).body).toContain('data-display="full"');
    expect((await html("/")).body).toContain('data-display="standard"');
  });

  it("sends a quote page with its text, related quotes and share tags, by slug and by id", async () => {
    for (const path of [`/quote/${quote.url_slug}`, `/quote/id/${quote.id}`]) {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      expect(body).toContain(escaped(quote.text));
      for (const related of quote.related) expect(body).toContain(escaped(related.text));
      const canonical = `/quote/${quote.url_slug}"`;
      expect(body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${canonical}`));
      expect(body).toMatch(new RegExp(`<meta property="og:url" content="https?://[^"]+${canonical}`));
      expect(body).toContain('<meta property="og:type" content="article"');
      expect(body).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(body).toMatch(/<title>“[^<]+” — [^<]+ \| Echoes<\/title>/);
      expect(body).toContain(`<meta name="description" content="${escaped(`“${quote.text}`).slice(0, 40)}`);
      const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(body)?.[1];
      expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
        "@type": "Quotation",
        text: quote.text,
        creator: { "@type": "Person", name: quote.author },
      });
    }
  });

  it("answers 404 for an unknown quote and an unknown page, with their pages", async () => {
    const missingQuote = await html("/quote/no-such-quote-anywhere");
    expect(missingQuote.status).toBe(404);
    expect(missingQuote.body).toContain("Quote not found");
    const missingPage = await html("/no/such/page");
    expect(missingPage.status).toBe(404);
    expect(missingPage.body).toContain("Page not found");
  });

  it("sends the about, terms and privacy pages as HTML", async () => {
    for (const [path, heading] of [
      ["/about", "About Echoes"],
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
    ] as const) {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      expect(body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
  });

  it("shows the quotes with JavaScript disabled", async () => {
    const { page } = await browser.open({ javaScriptEnabled: false });
    await page.goto("/");
    expect(await page.locator("[data-testid=quote-card]").count()).toBe(20);
    // Nothing can be stored without JavaScript, so there is no consent to ask for.
    expect(await page.getByTestId("consent-banner").isVisible()).toBe(false);
    await expect
      .poll(() =>
        page
          .getByText(latest.quotes[0]?.text ?? "", { exact: true })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.goto(`/quote/${quote.url_slug}`);
    expect(await page.getByTestId("quote-detail").innerText()).toContain(quote.text);
  });

  it("hydrates without asking the API for what the server sent, without errors, CSP violations or layout shift", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const { page, expectNoConsoleErrors } = await browser.open({ viewport });
      const layoutShift = await watchLayoutShifts(page);
      const cspViolations = await watchCspViolations(page);
      const apiCalls: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        // A narrated quote's player is not server-rendered: it asks for its record and peaks once hydrated
        // (docs/product/audio.md), whenever an earlier journey narrated a quote on the first screen.
        const playerLoad = /^\/api\/(quotes\/[^/]+\/audio|audio\/waveform\/[^/]+)$/.test(pathname);
        if (pathname.startsWith("/api/") && !playerLoad) apiCalls.push(request.url());
      });
      for (const path of ["/", `/quote/${quote.url_slug}`, "/about"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        expect(apiCalls, path).toEqual([]);
        expect(await layoutShift(), path).toBeLessThan(0.05);
        expect(await cspViolations(), path).toEqual([]);
      }
      // The controls work, whenever they are used.
      await page.goto("/");
      await page.getByRole("link", { name: "Clean" }).click();
      await expect.poll(() => page.getByTestId("quote-list").getAttribute("data-display")).toBe("clean");
      expectNoConsoleErrors();
    }
  });

  it("starts the app once the first paint is on screen, from a few files, none of them zod", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({ viewport: { width: 375, height: 740 } });
    // When React has taken the page over: what is requested later (idle preloads of dialogs) is not its start.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.documentElement?.hasAttribute("data-hydrated")) {
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of ["/", `/quote/${quote.url_slug}`]) {
      // What the page starts from: the preloads its inline start-up script adds.
      const preloads = JSON.parse(
        /const preloads = (\[[^\]]*\]);/.exec((await html(path)).body)?.[1] ?? "[]",
      ) as string[];
      expect(preloads.length, path).toBeGreaterThan(0);
      expect(preloads.length, path).toBeLessThanOrEqual(8);

      scripts.length = 0;
      await page.goto(path, { waitUntil: "networkidle" });
      // Measured, not awaited before a click: which scripts came before the app took the page over.
      await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined);
      const timing = await page.evaluate(() => {
        const js = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js"));
        const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
        return {
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
          firstScript: Math.min(...js.map((entry) => entry.startTime)),
          startScripts: js.filter((entry) => entry.startTime < hydratedAt).map((entry) => entry.name),
        };
      });
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.paint);
      for (const preload of preloads) expect(scripts, path).toContain(`${BASE_URL}${preload}`);
      // The preloads and the route's own code: still a few files, and none of them zod.
      expect(new Set(timing.startScripts).size, path).toBeLessThanOrEqual(8);
      for (const url of timing.startScripts) {
        expect(await (await fetch(url)).text(), url).not.toContain("ZodError");
      }
    }
    expectNoConsoleErrors();
  });

  it("adds a signed-in user's controls after hydration without shifting the page", async () => {
    const ada = await newUser("Ada");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    const layoutShift = await watchLayoutShifts(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page
      .getByRole("button", { name: /account menu for Ada/i })
      .first()
      .waitFor();
    expect(await layoutShift()).toBeLessThan(0.05);
    expectNoConsoleErrors();
  });
});
