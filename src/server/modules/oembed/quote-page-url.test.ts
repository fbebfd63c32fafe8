import { describe, expect, it } from "vitest";
import { parseAbsoluteUrl, quotePageRef } from "./quote-page-url.ts";

const ref = (url: string, publicUrl = "https://echoes.example") => quotePageRef(new URL(url), new URL(publicUrl));

describe("quotePageRef", () => {
  it("reads a slug or an id from the quote pages' paths, with a trailing slash, a query or a fragment", () => {
    expect(ref("https://echoes.example/quote/the-quiet-river")).toEqual({ slug: "the-quiet-river" });
    expect(ref("https://echoes.example/quote/the-quiet-river/?utm_source=x#top")).toEqual({ slug: "the-quiet-river" });
    expect(ref("https://echoes.example/quote/caf%C3%A9-au-lait")).toEqual({ slug: "café-au-lait" });
    expect(ref("https://echoes.example/quote/id/3b241101-e2bb-4255-8caf-4136c566a962/")).toEqual({
      id: "3b241101-e2bb-4255-8caf-4136c566a962",
    });
  });

  it("takes the same host over the other scheme, on the default ports or the public URL's own port", () => {
    expect(ref("http://echoes.example/quote/x")).toEqual({ slug: "x" });
    expect(ref("https://ECHOES.example:443/quote/x")).toEqual({ slug: "x" });
    expect(ref("https://localhost:3000/quote/x", "http://localhost:3000")).toEqual({ slug: "x" });
    expect(ref("http://localhost:3000/quote/x", "http://localhost:3000")).toEqual({ slug: "x" });
    expect(ref("http://localhost/quote/x", "http://localhost:3000")).toBeNull();
    expect(ref("https://echoes.example:8443/quote/x")).toBeNull();
  });

  it("honours a public URL with a path of its own", () => {
    expect(ref("https://example.org/echoes/quote/x", "https://example.org/echoes")).toEqual({ slug: "x" });
    expect(ref("https://example.org/quote/x", "https://example.org/echoes")).toBeNull();
    expect(ref("https://example.org/echoesquote/x", "https://example.org/echoes")).toBeNull();
  });

  it("names nothing on another host, with credentials, off the quote pages or with a broken escape", () => {
    for (const url of [
      "https://evil.example/quote/x",
      "https://echoes.example.evil.example/quote/x",
      "https://sub.echoes.example/quote/x",
      "https://user:secret@echoes.example/quote/x",
      "https://echoes.example/quote/",
      "https://echoes.example/quote/x/comments",
      "https://echoes.example/embed/quote/x",
      "https://echoes.example/author/x",
      "https://echoes.example/quote/%E0%A4%A",
    ]) {
      expect(ref(url), url).toBeNull();
    }
  });
});

describe("parseAbsoluteUrl", () => {
  it("takes absolute http(s) URLs only", () => {
    expect(parseAbsoluteUrl("https://echoes.example/quote/x")?.pathname).toBe("/quote/x");
    for (const value of ["/quote/x", "echoes.example/quote/x", "javascript:alert(1)", "ftp://echoes.example/x", ""]) {
      expect(parseAbsoluteUrl(value), value).toBeNull();
    }
  });
});
