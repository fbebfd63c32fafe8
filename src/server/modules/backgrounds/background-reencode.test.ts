import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKGROUND_MESSAGES, tooManyPixelsMessage, type UploadedBackground } from "#contracts/backgrounds.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { sniffImage } from "./image-sniff.ts";

const SECRET = "Secret Person at 51.5007N 0.1246W";

describe("uploaded pictures are re-encoded and served inertly", () => {
  let t: TestApp;
  let member: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    member = await createSignedInUser(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const upload = (bytes: Uint8Array, filename = "picture.png", contentType = "image/png") => {
    const body = multipartFile(bytes, { filename, contentType });
    return t.app.inject({
      method: "POST",
      url: "/api/backgrounds",
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async (bytes: Uint8Array, filename?: string) => {
    const res = await upload(bytes, filename);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<UploadedBackground>();
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    return served;
  };
  const picture = (width = 32, height = 24) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

  it("drops a JPEG's EXIF metadata and keeps the picture", async () => {
    const jpeg = await picture()
      .withExif({ IFD0: { Artist: SECRET, ImageDescription: SECRET } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes(SECRET)).toBe(true);
    const served = await stored(jpeg, "photo.jpg");
    expect(served.rawPayload.includes(SECRET)).toBe(false);
    expect(sniffImage(served.rawPayload)).toBe("jpg");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([32, 24, undefined]);
  });

  it("drops a script appended to a PNG (a polyglot)", async () => {
    const png = await picture().png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from("<html><script>alert(document.domain)</script></html>")]);
    const served = await stored(polyglot);
    expect(served.rawPayload.includes("<script>")).toBe(false);
    expect(sniffImage(served.rawPayload)).toBe("png");
  });

  it("refuses a file that starts like a picture but does not decode", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<script>alert(1)</script>"),
    ]);
    const res = await upload(fake);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: BACKGROUND_MESSAGES.notImage });
  });

  it("refuses SVG, whatever it is called", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    for (const [name, type] of [
      ["drawing.svg", "image/svg+xml"],
      ["innocent.png", "image/png"],
      ["photo.jpg", "image/jpeg"],
    ] as const) {
      const res = await upload(svg, name, type);
      expect(res.statusCode, name).toBe(415);
    }
    // With a byte-order mark and an XML declaration in front too.
    const res = await upload(Buffer.concat([Buffer.from('\ufeff<?xml version="1.0"?>'), svg]), "a.gif", "image/gif");
    expect(res.statusCode).toBe(415);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    // 10000 × 10000 pixels of one colour: a small file, 100 million pixels once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: tooManyPixelsMessage(4) });
  });

  it("serves media with their own type, inline, never sniffed, and runnable nowhere", async () => {
    const served = await stored(await picture().webp().toBuffer(), "p.webp");
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toMatch(/^inline; filename="custom-[0-9a-f-]{36}\.webp"$/);
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("serves a file of no known media type only as a download", async () => {
    await t.app.media.put("backgrounds/notes.html", Buffer.from("<script>alert(1)</script>"));
    const res = await t.app.inject({ method: "GET", url: "/media/backgrounds/notes.html" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="notes.html"');
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
