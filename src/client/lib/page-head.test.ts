import { afterEach, describe, expect, it } from "vitest";
import type { PageHead } from "./page-head.tsx";
import { applyPageHead, pageHeadHtml, pageHeadTags } from "./page-head-tags.ts";

const PUBLIC_URL = "https://echoes.example";
const quotePage: PageHead = {
  title: "“Be yourself” — Oscar Wilde — Echoes",
  description: "Be yourself; everyone else is already taken.",
  canonicalPath: "/quote/be-yourself",
  alternates: [
    { hreflang: "en", path: "/quote/be-yourself" },
    { hreflang: "fr", path: "/quote/soyez-vous-meme" },
  ],
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

describe("pageHeadTags: the page in other languages", () => {
  it("links each language's version with an absolute URL on the canonical link's base, after the canonical link", () => {
    const links = pageHeadTags(quotePage, PUBLIC_URL).filter((tag) => tag.tag === "link");
    expect(links.map((tag) => tag.attrs)).toEqual([
      { rel: "canonical", href: `${PUBLIC_URL}/quote/be-yourself` },
      { rel: "alternate", hreflang: "en", href: `${PUBLIC_URL}/quote/be-yourself` },
      { rel: "alternate", hreflang: "fr", href: `${PUBLIC_URL}/quote/soyez-vous-meme` },
      expect.objectContaining({ rel: "alternate", type: "application/atom+xml" }),
    ]);
  });

  it("writes them into the server's HTML, and removes them on a page in one language", () => {
    expect(pageHeadHtml(quotePage, PUBLIC_URL)).toContain(
      `<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/quote/soyez-vous-meme" data-page-head>`,
    );
    document.head.innerHTML = pageHeadHtml(quotePage, PUBLIC_URL).replace(/<title>.*?<\/title>/, "");
    applyPageHead({ title: "About — Echoes", canonicalPath: "/about" }, PUBLIC_URL);
    expect(document.head.querySelectorAll("link[hreflang]")).toHaveLength(0);
    document.head.innerHTML = "";
  });
});
