import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { TopQuote } from "#contracts/admin-insights.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import { TopQuotes } from "./top-quotes.tsx";

afterEach(cleanup);

const quote = (over: Partial<TopQuote>): TopQuote => ({
  id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
  url_slug: "a-quote",
  text: "A quote",
  author: "Someone",
  language: "en",
  status: "approved",
  count: 3,
  ...over,
});

describe("TopQuotes", () => {
  it("gives each quote's text its language, so that a screen reader reads it in that language", async () => {
    await renderWithProviders(
      <TopQuotes
        id="top"
        title="Most viewed"
        description="Last 7 days"
        unit="views"
        quotes={[
          quote({ id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3b", text: "Je pense, donc je suis", language: "fr" }),
          quote({ id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3c", text: "الصبر مفتاح الفرج", language: "ar" }),
        ]}
      />,
    );
    const french = screen.getByRole("link", { name: /Je pense/ });
    expect(french.getAttribute("lang")).toBe("fr");
    expect(french.getAttribute("dir")).toBeNull();
    const arabic = screen.getByRole("link", { name: /الصبر/ });
    expect([arabic.getAttribute("lang"), arabic.getAttribute("dir")]).toEqual(["ar", "rtl"]);
  });
});
