import { describe, expect, it } from "vitest";
import { SHARE_PLATFORMS } from "#contracts/share.ts";
import { copiesLink, popupFeatures, shareUrl, withUtm, type ShareContent } from "./share-urls.ts";

const content: ShareContent = {
  title: "“Stay hungry & foolish” — Steve Jobs | Echoes",
  description: "“Stay hungry, stay foolish & never settle: 100% #true?” — Steve Jobs",
  url: "https://echoes.example/quote/stay-hungry",
  imageUrl: "https://echoes.example/api/quote-image-png/stay-hungry",
};

const UTM = { utm_source: "quote_share", utm_medium: "social", utm_campaign: "quote_sharing" };
const sharedLink = `https://echoes.example/quote/stay-hungry?utm_source=quote_share&utm_medium=social&utm_campaign=quote_sharing`;

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("withUtm", () => {
  it("adds the default tracking parameters", () => {
    expect(params(withUtm(content.url))).toEqual(UTM);
  });

  it("takes other values and replaces parameters the link already had", () => {
    const url = withUtm("https://echoes.example/quote/x?utm_source=old&ref=home", {
      source: "newsletter",
      campaign: "weekly",
    });
    expect(params(url)).toEqual({
      utm_source: "newsletter",
      ref: "home",
      utm_medium: "social",
      utm_campaign: "weekly",
    });
  });
});

describe("shareUrl", () => {
  it("knows the 13 platforms of the spec in order", () => {
    expect(SHARE_PLATFORMS).toEqual([
      "twitter",
      "facebook",
      "linkedin",
      "whatsapp",
      "telegram",
      "reddit",
      "pinterest",
      "tumblr",
      "tiktok",
      "snapchat",
      "discord",
      "youtube",
      "email",
    ]);
  });

  it.each(["tiktok", "snapchat", "discord", "youtube"] as const)("%s only copies the link", (platform) => {
    expect(copiesLink(platform)).toBe(true);
    expect(shareUrl(platform, content)).toBeNull();
  });

  it("X (Twitter): text, the tracked link and the default hashtags", () => {
    const url = shareUrl("twitter", content)!;
    expect(url.startsWith("https://twitter.com/intent/tweet?")).toBe(true);
    expect(params(url)).toEqual({ text: content.description, url: sharedLink, hashtags: "quotes,inspiration" });
  });

  it("Facebook: the tracked link, the quote and the first hashtag", () => {
    const url = shareUrl("facebook", content)!;
    expect(url.startsWith("https://www.facebook.com/sharer/sharer.php?")).toBe(true);
    expect(params(url)).toEqual({ u: sharedLink, quote: content.description, hashtag: "#quotes" });
  });

  it("LinkedIn: the tracked link", () => {
    const url = shareUrl("linkedin", content)!;
    expect(url.startsWith("https://www.linkedin.com/sharing/share-offsite/?")).toBe(true);
    expect(params(url)).toEqual({ url: sharedLink });
  });

  it("WhatsApp: the quote and the link in one message", () => {
    const url = shareUrl("whatsapp", content)!;
    expect(url.startsWith("https://wa.me/?")).toBe(true);
    expect(params(url)).toEqual({ text: `${content.description}\n${sharedLink}` });
  });

  it("Telegram: link and text", () => {
    const url = shareUrl("telegram", content)!;
    expect(url.startsWith("https://t.me/share/url?")).toBe(true);
    expect(params(url)).toEqual({ url: sharedLink, text: content.description });
  });

  it("Reddit: link and title", () => {
    const url = shareUrl("reddit", content)!;
    expect(url.startsWith("https://www.reddit.com/submit?")).toBe(true);
    expect(params(url)).toEqual({ url: sharedLink, title: content.title });
  });

  it("Pinterest: link, the preview image and a description with hashtags", () => {
    const url = shareUrl("pinterest", content)!;
    expect(url.startsWith("https://pinterest.com/pin/create/button/?")).toBe(true);
    expect(params(url)).toEqual({
      url: sharedLink,
      media: content.imageUrl,
      description: `${content.description} #quotes #inspiration`,
    });
  });

  it("Tumblr: link, title, caption and tags", () => {
    const url = shareUrl("tumblr", content)!;
    expect(url.startsWith("https://www.tumblr.com/widgets/share/tool?")).toBe(true);
    expect(params(url)).toEqual({
      canonicalUrl: sharedLink,
      title: content.title,
      caption: content.description,
      tags: "quotes,inspiration",
    });
  });

  it("Email: subject and body percent-encoded", () => {
    const url = shareUrl("email", content)!;
    expect(url.startsWith("mailto:?subject=")).toBe(true);
    expect(url).not.toContain("+");
    expect(url).not.toContain(" ");
    const [, query] = url.split("?");
    const fields: Record<string, string> = {};
    for (const pair of query!.split("&")) {
      const [key = "", value = ""] = pair.split("=");
      fields[decodeURIComponent(key)] = decodeURIComponent(value);
    }
    expect(fields).toEqual({ subject: content.title, body: `${content.description}\n\n${sharedLink}` });
  });

  it("encodes every special character: nothing leaks into other parameters", () => {
    const url = shareUrl("twitter", { ...content, description: "a&b=c?d#e f+g" })!;
    expect(params(url).text).toBe("a&b=c?d#e f+g");
    expect(new URL(url).hash).toBe("");
  });

  it("takes custom hashtags and tracking values", () => {
    const url = shareUrl("twitter", { ...content, hashtags: ["wisdom"] }, { medium: "chat" })!;
    expect(params(url).hashtags).toBe("wisdom");
    expect(params(params(url).url!)).toMatchObject({ utm_medium: "chat", utm_source: "quote_share" });
  });

  it("carries the tracking parameters on every platform with a share URL", () => {
    for (const platform of SHARE_PLATFORMS) {
      const url = shareUrl(platform, content);
      if (url === null) continue;
      expect(decodeURIComponent(url), platform).toContain("utm_source=quote_share");
      expect(decodeURIComponent(url), platform).toContain("utm_medium=social");
      expect(decodeURIComponent(url), platform).toContain("utm_campaign=quote_sharing");
    }
  });
});

describe("popupFeatures", () => {
  it("opens a 600×400 popup centred over the window", () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
      "popup=yes,width=600,height=400,left=500,top=300,noopener,noreferrer",
    );
  });
});
