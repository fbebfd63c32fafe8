import { beforeAll, describe, expect, it } from "vitest";
import type { AuthorPage } from "#contracts/authors.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import {
  ADMIN,
  api,
  BASE_URL,
  call,
  expectAccessible,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
  type Session,
} from "./helpers.ts";

/** The HTML the server sends, as a crawler or a link preview reads it. */
async function html(path: string) {
  const res = await fetch(`${BASE_URL}${path}`);
  return { status: res.status, body: await res.text() };
}

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The schema.org objects a page's HTML carries. */
function jsonLdOf(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe("author pages", () => {
  const browser = useBrowser();
  let admin: Session;
  let author: string;
  let slug: string;
  let verified: QuoteCreated;
  let plain: QuoteCreated;
  let misattributed: QuoteCreated;

  beforeAll(async () => {
    admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const word = uniqueWord();
    author = `Ines ${word[0]!.toUpperCase()}${word.slice(1)}`;
    slug = author.toLowerCase().replace(/\s+/g, "-");
    const approved = (text: string) =>
      call<QuoteCreated>("/api/quotes", {
        method: "POST",
        token: admin.token,
        body: { text, author, category: "wisdom", status: "approved" },
      });
    misattributed = await approved(`Borrowed words about ${word}: someone else said them first.`);
    verified = await approved(`Checked words about ${word}: the letter of 1921 holds them.`);
    plain = await approved(`Plain words about ${word}: said often, never checked.`);
    const attribute = (quote: QuoteCreated, body: object) =>
      call(`/api/quotes/${quote.id}/attribution`, { method: "PATCH", token: admin.token, body });
    await attribute(verified, {
      status: "verified",
      note: "In a letter the author wrote in 1921.",
      sources: [{ name: "Collected letters, volume 2", type: "letter", publication_date: "1921", location: "p. 14" }],
    });
    await attribute(misattributed, {
      status: "misattributed",
      actual_author: "Rosa Vantongeren",
      note: "First printed under another name in 1988.",
    });
  });

  it("is in the HTML the server sends: the name, a quote, and a schema.org Person", async () => {
    const { status, body } = await html(`/author/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escaped(author)}</h1>`));
    expect(body).toContain(escaped(verified.text));
    expect(body).toContain(`<title>${escaped(author)} · Echoes</title>`);
    const person = jsonLdOf(body).find((item) => item["@type"] === "Person");
    expect(person).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: author,
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/author/${slug}$`)) as unknown,
    });
    // The quotes misattributed to them are on the page too, saying who really said them.
    expect(body).toContain(escaped(misattributed.text));
    expect(body).toContain(`Often attributed to ${escaped(author)} — actually Rosa Vantongeren`);

    const missing = await html("/author/nobody-by-this-name-at-all");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Author not found");
  });

  it("shows their quotes verified first and the misattributed apart; a quote opens its page", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/author/${slug}`);
    // No wait for the app: a click before it has taken over is held and replayed.
    await page.getByRole("link", { name: verified.text }).click();
    await page.waitForURL((url) => url.pathname === `/quote/${verified.url_slug}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await settle(page);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/author/${slug}`);
    await settle(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(author);
    const cards = page.getByTestId("author-quotes").locator("> li");
    expect(await cards.evaluateAll((items) => items.map((li) => li.getAttribute("data-quote-id")))).toEqual([
      verified.id,
      plain.id,
    ]);
    const section = page.getByRole("region", { name: "Also misattributed to them" });
    expect(await section.getByRole("listitem").count()).toBe(1);
    expect(await section.getByTestId("misattribution").innerText()).toBe(
      `Often attributed to ${author} — actually Rosa Vantongeren`,
    );
    const counts = await page.getByTestId("author-counts").innerText();
    expect(counts).toMatch(/Quotes\s*3/);
    expect(counts).toMatch(/Verified\s*1/);
    expect(counts).toMatch(/Misattributed\s*1/);
    // A reader sees no editing.
    expect(await page.getByRole("button", { name: "Edit author" }).count()).toBe(0);
    await section.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === `/quote/${misattributed.url_slug}`);
    await settle(page);
    expectNoConsoleErrors();
  });

  it("lets a curator set the years and description, which every reader then sees", async () => {
    const { page, context, expectNoConsoleErrors } = await browser.open({ viewport: { width: 375, height: 800 } });
    await useSession(context, admin);
    await page.goto(`/author/${slug}`);
    await settle(page);
    // Nothing wider than a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Edit author" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit author" });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole("textbox", { name: /Born/ }).fill("1901");
    await dialog.getByRole("textbox", { name: /Died/ }).fill("1987");
    await dialog.getByRole("textbox", { name: /Description/ }).fill("Essayist who wrote about borrowed words.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByTestId("author-years").innerText()).toBe("1901–1987");
    expect(await page.getByTestId("author-description").innerText()).toBe("Essayist who wrote about borrowed words.");
    // Focus goes back to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("edit-author");
    await settle(page);
    expectNoConsoleErrors();

    const { body } = await html(`/author/${slug}`);
    expect(body).toContain("1901–1987");
    const person = jsonLdOf(body).find((item) => item["@type"] === "Person");
    expect(person).toMatchObject({
      name: author,
      birthDate: "1901",
      deathDate: "1987",
      description: "Essayist who wrote about borrowed words.",
    });
    const fromApi = await api<AuthorPage>(`/api/authors/${slug}`);
    expect(fromApi.author).toMatchObject({ born: "1901", died: "1987" });
  });

  it("looks finished in the dark too", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({ colorScheme: "dark" });
    await page.goto(`/author/${slug}`);
    await settle(page);
    await page.getByRole("region", { name: "Also misattributed to them" }).waitFor();
    expectNoConsoleErrors();
  });
});
