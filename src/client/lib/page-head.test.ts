import { afterEach, describe, expect, it } from "vitest";
import type { PageHead } from "./page-head.tsx";
import { applyPageHead, pageHeadHtml } from "./page-head-tags.ts";

const PUBLIC_URL = "https://echoes.example";
const quotePage: PageHead = {
  title: "“Be yourself” — Oscar Wilde — Echoes",
  description: "Be yourself; everyone else is already taken.",
  canonicalPath: "/quote/be-yourself",
  ogType: "article",
  jsonLd: { "@type": "Quotation", text: "Be yourself </script>" },
};

function ownedTags() {
  return [...document.head.querySelectorAll("[data-page-head]")];
}

describe("applyPageHead", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("leaves the head the server rendered untouched when it is already the page's", () => {
    document.head.innerHTML = pageHeadHtml(quotePage, PUBLIC_URL).replace(/<title>.*?<\/title>/, "");
    document.title = quotePage.title;
    const before = ownedTags();
    expect(before.length).toBeGreaterThan(5);

    applyPageHead(quotePage, PUBLIC_URL);

    const after = ownedTags();
    expect(after).toHaveLength(before.length);
    after.forEach((element, index) => expect(element).toBe(before[index]));
  });

  it("replaces the previous page's tags with the next page's", () => {
    document.head.innerHTML = pageHeadHtml(quotePage, PUBLIC_URL).replace(/<title>.*?<\/title>/, "");
    const before = ownedTags();

    applyPageHead({ title: "About — Echoes", canonicalPath: "/about" }, PUBLIC_URL);

    expect(document.title).toBe("About — Echoes");
    expect(ownedTags().some((element) => before.includes(element))).toBe(false);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${PUBLIC_URL}/about`);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
