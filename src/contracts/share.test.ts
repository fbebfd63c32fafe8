import { describe, expect, it } from "vitest";
import { embedIframeHtml } from "./share.ts";

describe("embedIframeHtml", () => {
  it("is the share dialog's embed code: the column's width up to 560 px, 220 px high, the title escaped", () => {
    expect(embedIframeHtml("https://echoes.example/embed/quote/x", `"Hi" <b>`)).toBe(
      '<iframe src="https://echoes.example/embed/quote/x" title="Quote by &quot;Hi&quot; &lt;b&gt; on Echoes" ' +
        'width="100%" height="220" style="border:0;max-width:560px" frameborder="0" loading="lazy"></iframe>',
    );
  });

  it("takes a size in pixels for oEmbed, never wider than its column, and escapes the address", () => {
    expect(embedIframeHtml('https://echoes.example/embed/quote/a&b"c', "Ada & Co", { width: 400, height: 260 })).toBe(
      '<iframe src="https://echoes.example/embed/quote/a&amp;b&quot;c" title="Quote by Ada &amp; Co on Echoes" ' +
        'width="400" height="260" style="border:0;max-width:100%" frameborder="0" loading="lazy"></iframe>',
    );
  });
});
