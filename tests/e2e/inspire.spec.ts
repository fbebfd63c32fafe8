import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ListDetail } from "#contracts/lists.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { ADMIN, api, call, expectAccessible, settle, signInThroughApi, uniqueWord, useBrowser } from "./helpers.ts";

const FULL = "[data-testid=inspire-full]";
const MINI = "[data-testid=inspire-mini]";

const quoteId = (page: Page) => page.locator("[data-testid=inspire-quote]").first().getAttribute("data-quote-id");
const announced = (page: Page) => page.getByTestId("inspire-announcer").first().innerText();
const isOpen = async (page: Page) => (await page.locator(`${FULL}, ${MINI}`).count()) > 0;

async function openFromButton(page: Page) {
  await page.getByTestId("inspire-button").click();
  await page.locator(FULL).waitFor({ state: "visible" });
  await page.locator("[data-testid=inspire-quote]").waitFor({ state: "visible" });
}

async function box(page: Page) {
  const rect = await page.locator(MINI).boundingBox();
  if (!rect) throw new Error("the mini panel is not on screen");
  return {
    x: Math.round(rect.x),
    y: Math.round(rect.y),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  };
}

/** Drags from the middle of `selector` by (dx, dy) with the mouse. */
async function drag(page: Page, selector: string, dx: number, dy: number) {
  const rect = await page.locator(selector).boundingBox();
  if (!rect) throw new Error(`${selector} is not on screen`);
  const x = rect.x + Math.min(rect.width / 2, 12);
  const y = rect.y + rect.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

describe("Inspire mode", () => {
  const browser = useBrowser();

  it("opens from the floating button, answers every key of docs/product/inspire.md (announced), and closes with Escape", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    await openFromButton(page);
    await expectAccessible(page);
    expect(await page.getByRole("dialog", { name: "Inspire mode" }).count()).toBe(1);

    const first = await quoteId(page);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => quoteId(page)).not.toBe(first);
    await expect.poll(() => announced(page)).toBe("Next quote");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => quoteId(page)).toBe(first);
    await expect.poll(() => announced(page)).toBe("Previous quote");

    await page.keyboard.press("p");
    await expect.poll(() => announced(page)).toBe("Rotation paused");
    expect(await page.getByRole("button", { name: "Resume rotation" }).count()).toBe(1);
    await page.keyboard.press("P");
    await expect.poll(() => announced(page)).toBe("Rotation resumed");
    expect(await page.getByRole("button", { name: "Pause rotation" }).count()).toBe(1);

    // Space plays the quote's narration, or says there is none (other journeys narrate some quotes).
    const shown = await api<{ has_audio: boolean }>(`/api/quotes/${await quoteId(page)}`);
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toBe(shown.has_audio ? "Audio playing" : "No audio for this quote");

    await page.keyboard.press("m");
    await page.locator(MINI).waitFor({ state: "visible" });
    expect(await page.locator(FULL).count()).toBe(0);
    await expect.poll(() => announced(page)).toBe("Mini view");
    await expectAccessible(page);
    await page.keyboard.press("M");
    await page.locator(FULL).waitFor({ state: "visible" });
    await expect.poll(() => announced(page)).toBe("Full screen");

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await page.getByTestId("inspire-button").getAttribute("aria-pressed")).toBe("false");
    expectNoConsoleErrors();
  });

  it("leaves keys alone while the visitor types in a field", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    await openFromButton(page);
    await page.keyboard.press("m");
    await page.locator(MINI).waitFor({ state: "visible" });
    const before = await quoteId(page);
    await expect.poll(() => announced(page)).toBe("Mini view");

    const search = page.getByPlaceholder("Search quotes").first();
    await search.click();
    await page.keyboard.type("mp");
    await page.keyboard.press("ArrowLeft");
    expect(await search.inputValue()).toBe("mp");
    // Escape in a search field is the field's own (Chromium clears it); Inspire stays open.
    await page.keyboard.press("Escape");
    expect(await page.locator(MINI).count()).toBe(1);
    expect(await quoteId(page)).toBe(before);
    expect(await announced(page)).toBe("Mini view");
    expectNoConsoleErrors();
  });

  it("opens and closes with the inspire-toggle window event", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/about");
    await settle(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("inspire-toggle", { detail: true })));
    await page.locator(FULL).waitFor({ state: "visible" });
    await page.locator("[data-testid=inspire-quote]").waitFor({ state: "visible" });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("inspire-toggle", { detail: false })));
    await expect.poll(() => isOpen(page)).toBe(false);
    expectNoConsoleErrors();
  });

  it("moves on by itself after the quote duration set in the settings", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    await openFromButton(page);
    await page.getByTestId("inspire-settings-button").click();
    const settings = page.getByTestId("inspire-settings");
    await settings.waitFor({ state: "visible" });
    await expectAccessible(page);
    await page.getByTestId("inspire-quote-seconds").fill("5");
    expect(await settings.innerText()).toContain("5 s");
    await page.getByTestId("inspire-total-minutes").fill("0");
    expect(await settings.innerText()).toContain("1 min");
    await page.getByTestId("inspire-volume").fill("40");
    expect(await page.evaluate(() => localStorage.getItem("volume"))).toBe("0.4");

    const first = await quoteId(page);
    await expect.poll(() => quoteId(page), { timeout: 9_000, interval: 250 }).not.toBe(first);
    expectNoConsoleErrors();
  });

  it("keeps the mini panel's drag and resize within bounds, and its place and size across a reload", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({ viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    await settle(page);
    await openFromButton(page);
    await page.keyboard.press("m");
    await page.locator(MINI).waitFor({ state: "visible" });
    const start = await box(page);
    expect({ width: start.width, height: start.height }).toEqual({ width: 300, height: 150 });
    expect(start.x + start.width).toBeLessThanOrEqual(1280);
    expect(start.y + start.height).toBeLessThanOrEqual(800);

    // Dragged far past the top-left corner, it stops at the edge.
    await drag(page, "[data-testid=inspire-mini-drag]", -3000, -3000);
    expect(await box(page)).toMatchObject({ x: 0, y: 0 });
    // Resized far beyond the maximum, then far below the minimum.
    await drag(page, "[data-testid=inspire-mini-resize]", 2000, 2000);
    expect(await box(page)).toMatchObject({ width: 500, height: 300 });
    await drag(page, "[data-testid=inspire-mini-resize]", -2000, -2000);
    expect(await box(page)).toMatchObject({ width: 250, height: 120 });
    await drag(page, "[data-testid=inspire-mini-resize]", 110, 60);
    await drag(page, "[data-testid=inspire-mini-drag]", 400, 300);
    const placed = await box(page);
    expect(placed.width).toBeGreaterThan(250);
    expect(placed.x).toBeGreaterThan(0);
    // Dragged past the bottom-right corner, the whole panel stays inside.
    await drag(page, "[data-testid=inspire-mini-drag]", 3000, 3000);
    const cornered = await box(page);
    expect(cornered.x + cornered.width).toBe(1280);
    expect(cornered.y + cornered.height).toBe(800);
    await drag(page, "[data-testid=inspire-mini-drag]", -500, -300);
    const kept = await box(page);

    const stored = await page.evaluate(() => ({
      position: JSON.parse(localStorage.getItem("inspire-mini-position") ?? "null") as unknown,
      size: JSON.parse(localStorage.getItem("inspire-mini-size") ?? "null") as unknown,
    }));
    expect(stored).toEqual({
      position: { x: kept.x, y: kept.y },
      size: { width: kept.width, height: kept.height },
    });

    await page.reload();
    await settle(page);
    await openFromButton(page);
    await page.keyboard.press("m");
    await page.locator(MINI).waitFor({ state: "visible" });
    expect(await box(page)).toEqual(kept);
    expectNoConsoleErrors();
  });

  it("in audio-only mode with no narrated quotes says so, and offers all quotes again", async () => {
    // A list (one author's quotes) of which none is narrated: other journeys may narrate some quotes.
    const candidates = await api<QuoteList>("/api/quotes?audio=without&limit=50");
    let author: string | undefined;
    for (const quote of candidates.quotes) {
      const narrated = await api<QuoteList>(
        `/api/quotes?authors=${encodeURIComponent(quote.author)}&audio=with&limit=1`,
      );
      if (narrated.total === 0) {
        author = quote.author;
        break;
      }
    }
    expect(author).toBeDefined();
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/?authors=${encodeURIComponent(author ?? "")}`);
    await settle(page);
    await openFromButton(page);
    await page.getByTestId("inspire-settings-button").click();
    await page.getByRole("radio", { name: "Audio only" }).check();
    const empty = page.getByTestId("inspire-empty");
    await empty.waitFor({ state: "visible" });
    expect(await empty.innerText()).toContain("No audio quotes available");
    expect(await empty.innerText()).toContain('Try switching to "All quotes" mode');
    await expectAccessible(page);
    await empty.getByRole("button", { name: "All quotes" }).click();
    await page.locator("[data-testid=inspire-quote]").waitFor({ state: "visible" });
    expect(await page.getByRole("radio", { name: "All quotes" }).isChecked()).toBe(true);
    expectNoConsoleErrors();
  });

  it("in audio-only mode plays the narrated quotes, narrating each soon after it appears", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const author = `Narrator ${uniqueWord()}`;
    const quote = await call<{ id: string }>("/api/quotes", {
      method: "POST",
      token: admin.token,
      body: {
        text: "Listen closely, and the quiet will tell you its name.",
        author,
        category: "wisdom",
        status: "approved",
      },
    });
    await call(`/api/quotes/${quote.id}/generate-audio`, { method: "POST", token: admin.token, body: {} });

    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/?authors=${encodeURIComponent(author)}`);
    await settle(page);
    await openFromButton(page);
    await page.getByTestId("inspire-settings-button").click();
    await page.getByRole("radio", { name: "Audio only" }).check();
    await expect.poll(() => quoteId(page)).toBe(quote.id);
    const audioButton = page.getByTestId("inspire-audio-button");
    // It starts by itself half a second after the quote appears; its button pauses it.
    await expect.poll(() => audioButton.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Pause audio");
    await audioButton.click();
    await expect.poll(() => audioButton.getAttribute("aria-label")).toBe("Play audio");
    expectNoConsoleErrors();
  });

  it("a kiosk link opens straight into full-screen Inspire playing the link's filters", async () => {
    const love = await api<QuoteList>("/api/quotes?tags=love&limit=1000&offset=0");
    expect(love.total).toBeGreaterThan(1);
    const ids = new Set(love.quotes.map((quote) => quote.id));

    const { page, expectNoConsoleErrors } = await browser.open();
    const res = await page.goto("/?tags=love&inspire=full");
    expect(res?.status()).toBe(200);
    // The server's HTML already shows the full-screen loading state: the page behind never flashes.
    expect(await res?.text()).toContain("Loading inspiring quotes... Please wait");
    await page.locator(FULL).waitFor({ state: "visible" });
    await page.locator("[data-testid=inspire-quote]").waitFor({ state: "visible" });
    expect(await page.locator(FULL).getAttribute("data-kiosk")).toBe("true");
    await expectAccessible(page);
    const seen = new Set<string>();
    for (let i = 0; i < Math.min(5, ids.size); i++) {
      const id = await quoteId(page);
      expect(ids.has(id ?? "")).toBe(true);
      seen.add(id ?? "");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => quoteId(page)).not.toBe(id);
    }
    expect(seen.size).toBe(Math.min(5, ids.size));
    expect(await page.evaluate(() => document.getElementById("root")?.inert)).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect.poll(() => new URL(page.url()).search).toBe("?tags=love");
    expect(await page.evaluate(() => document.getElementById("root")?.inert)).toBe(false);
    expectNoConsoleErrors();
  });

  it("a kiosk link with list= plays a public saved list in its order, for anyone", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const latest = await api<QuoteList>("/api/quotes?limit=3");
    // The list holds the newest three in reverse, so its order (not the home page's) is what plays.
    const listQuotes = latest.quotes.slice(0, 3).reverse();
    const list = await call<ListDetail>("/api/lists", {
      method: "POST",
      token: admin.token,
      body: { name: `Morning ${uniqueWord()}`, is_public: true },
    });
    for (const quote of listQuotes) {
      await call(`/api/lists/${list.id}/items`, { method: "POST", token: admin.token, body: { quote_id: quote.id } });
    }
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/?inspire=full&list=${list.id}`);
    await page.locator("[data-testid=inspire-quote]").waitFor({ state: "visible" });
    const shown: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      shown.push(await quoteId(page));
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => quoteId(page)).not.toBe(shown.at(-1));
    }
    expect(shown).toEqual([...listQuotes.map((quote) => quote.id), listQuotes[0]?.id]);
    expect(await page.locator(FULL).innerText()).toContain(list.name);
    expectNoConsoleErrors();
  });
});
