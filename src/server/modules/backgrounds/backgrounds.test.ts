import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKGROUND_MESSAGES, type UploadedBackground } from "#contracts/backgrounds.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteWithSource } from "#contracts/quotes.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { sniffImage } from "./image-sniff.ts";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let counter = 0;
const fresh = () => ({
  text: `Background test thought ${++counter}: the ${counter * 7907} colours of evening settle on the hills.`,
  author: "Ada Brook",
  category: "wisdom",
  status: "approved",
});

describe.each(DATABASE_KINDS)("quote backgrounds on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let owner: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, owner] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
      createSignedInUser(t.app, t.database.db),
    ]);
  });
  afterAll(() => t.close());

  const upload = (bytes: Uint8Array, headers: Headers = owner.headers, filename = "picture.png") => {
    const body = multipartFile(bytes, { filename, contentType: "image/png" });
    return t.app.inject({
      method: "POST",
      url: "/api/backgrounds",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const patch = (id: string, payload: object, headers: Headers = admin.headers) =>
    t.app.inject({ method: "PATCH", url: `/api/quotes/${id}`, headers, payload });

  describe("uploads", () => {
    it("stores an image as custom-{random uuid} in the member's folder and serves it with a long cache", async () => {
      const res = await upload(PNG);
      expect(res.statusCode, res.body).toBe(201);
      const stored = res.json<UploadedBackground>();
      expect(stored).toMatchObject({ category: "custom" });
      expect(stored.id).toMatch(/^custom-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(stored.url).toBe(`/media/backgrounds/${owner.user.id}/${stored.id}.png`);
      const served = await t.app.inject({ method: "GET", url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["cache-control"]).toContain("immutable");
      // Stored re-encoded (see background-reencode.test.ts): the same picture, not necessarily the same bytes.
      expect(sniffImage(served.rawPayload)).toBe("png");
      const { width, height } = await sharp(served.rawPayload).metadata();
      expect([width, height]).toEqual([1, 1]);
    });

    it("refuses a file that is not an image, whatever its name says", async () => {
      const res = await upload(Buffer.from("just some text, not a picture"), owner.headers, "photo.png");
      expect(res.statusCode).toBe(415);
      expect(res.json<ErrorEnvelope>()).toMatchObject({
        message: BACKGROUND_MESSAGES.notImage,
        fields: { file: BACKGROUND_MESSAGES.notImage },
      });
      const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
      expect(svg.statusCode).toBe(415);
    });

    it("refuses a 3 MB image with the size message", async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
      const res = await upload(big);
      expect(res.statusCode).toBe(413);
      expect(res.json<ErrorEnvelope>()).toMatchObject({
        message: BACKGROUND_MESSAGES.tooLarge,
        fields: { file: BACKGROUND_MESSAGES.tooLarge },
      });
    });

    it("asks anonymous visitors to sign in", async () => {
      expect((await upload(PNG, {})).statusCode).toBe(401);
    });

    it("tells image formats by their magic bytes", () => {
      expect(sniffImage(PNG)).toBe("png");
      expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpg");
      expect(sniffImage(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
      expect(sniffImage(Buffer.from("GIF89a...."))).toBe("gif");
      expect(sniffImage(Buffer.from("\0\0\0\x1cftypavif\0\0"))).toBe("avif");
      expect(sniffImage(Buffer.from("%PDF-1.7"))).toBeUndefined();
    });
  });

  describe("a quote's background", () => {
    it("takes a preset gradient, a preset picture and an upload, with the type derived from the value", async () => {
      const quote = await createQuote(t.app, admin.headers, fresh());
      const gradient = "linear-gradient(135deg, #0ea5e9 0%, #1e3a8a 100%)";
      let res = await patch(quote.id, { background_url: gradient });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<QuoteWithSource>()).toMatchObject({ background_url: gradient, background_type: "gradient" });

      res = await patch(quote.id, { background_url: "/backgrounds/nature/aurora.svg", background_type: "nature" });
      expect(res.json<QuoteWithSource>()).toMatchObject({ background_type: "nature" });

      const uploaded = (await upload(PNG, admin.headers)).json<UploadedBackground>();
      res = await patch(quote.id, { background_url: uploaded.url });
      expect(res.json<QuoteWithSource>()).toMatchObject({ background_url: uploaded.url, background_type: "custom" });

      // Remove Background.
      res = await patch(quote.id, { background_url: null });
      expect(res.json<QuoteWithSource>()).toMatchObject({ background_url: null, background_type: null });
    });

    it.each([
      ["a javascript: URL", "javascript:alert(document.cookie)"],
      ["an unknown preset", "/backgrounds/nature/nowhere.svg"],
      ["a picture on another site", "https://example.com/cat.jpg"],
      ["a gradient that is not a preset", "linear-gradient(#fff, #000)"],
      ["CSS smuggled into a url", 'url("x") ; background: red'],
      ["a media file that is not an upload", "/media/audio/whatever.mp3"],
    ])("refuses %s", async (_label, url) => {
      const quote = await createQuote(t.app, admin.headers, fresh());
      const res = await patch(quote.id, { background_url: url, background_type: "custom" });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>().fields?.background_url).toBe(BACKGROUND_MESSAGES.invalid);
      const create = await t.app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: owner.headers,
        payload: { ...fresh(), background_url: url },
      });
      expect(create.statusCode).toBe(400);
    });

    it("refuses a type that contradicts the background", async () => {
      const quote = await createQuote(t.app, admin.headers, fresh());
      const res = await patch(quote.id, {
        background_url: "/backgrounds/pattern/dots.svg",
        background_type: "gradient",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>().fields?.background_type).toBe(BACKGROUND_MESSAGES.typeMismatch);
      const unknownType = await patch(quote.id, {
        background_url: "/backgrounds/pattern/dots.svg",
        background_type: "video",
      });
      expect(unknownType.statusCode).toBe(400);
    });

    it("shows an uploaded background on the share preview image", async () => {
      const words = {
        text: "Same words over another sky.",
        author: "Ada Brook",
        category: "wisdom",
        status: "approved",
      };
      const plain = await createQuote(t.app, admin.headers, words);
      const uploaded = (await upload(PNG, admin.headers)).json<UploadedBackground>();
      const pictured = await createQuote(t.app, admin.headers, { ...words, text: "Same words over another sky!" });
      await patch(pictured.id, { background_url: uploaded.url });
      const [a, b] = await Promise.all(
        [plain, pictured].map((q) => t.app.inject({ method: "GET", url: `/api/quote-image-png/${q.url_slug}` })),
      );
      expect(b!.statusCode).toBe(200);
      expect(b!.headers["content-type"]).toBe("image/png");
      expect(a!.rawPayload.equals(b!.rawPayload)).toBe(false);
    });

    it.each([
      ["webp", { r: 200, g: 30, b: 30 }],
      ["gif", { r: 30, g: 200, b: 30 }],
      ["avif", { r: 30, g: 30, b: 200 }],
    ] as const)("draws an uploaded %s background on the share preview image", async (format, colour) => {
      const picture = await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
        .toFormat(format)
        .toBuffer();
      const uploaded = (await upload(picture, admin.headers, `sky.${format}`)).json<UploadedBackground>();
      expect(uploaded.url.endsWith(`.${format}`)).toBe(true);
      const quote = await createQuote(t.app, admin.headers, {
        text: `A ${format} sky over the same old words.`,
        author: "Ada Brook",
        category: "wisdom",
        status: "approved",
      });
      await patch(quote.id, { background_url: uploaded.url });
      const res = await t.app.inject({ method: "GET", url: `/api/quote-image-png/${quote.url_slug}` });
      expect(res.statusCode).toBe(200);
      // A corner away from the text: the picture's colour under the card's darkening veil.
      const [r, g, b] = await sharp(res.rawPayload).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer();
      const seen = { r: r!, g: g!, b: b! };
      const strongest = (Object.keys(seen) as (keyof typeof seen)[]).reduce((a, c) => (seen[c] > seen[a] ? c : a));
      const expected = (Object.keys(colour) as (keyof typeof colour)[]).reduce((a, c) =>
        colour[c] > colour[a] ? c : a,
      );
      expect(strongest, JSON.stringify(seen)).toBe(expected);
      expect(seen[strongest] - Math.min(seen.r, seen.g, seen.b)).toBeGreaterThan(50);
    });

    it("lets a new quote start with a preset background", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: owner.headers,
        payload: { ...fresh(), background_url: "/backgrounds/abstract/ember.svg" },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<QuoteWithSource>()).toMatchObject({ background_type: "abstract" });
    });
  });
});
