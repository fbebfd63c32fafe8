import fs from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BACKGROUND_MESSAGES,
  BACKGROUND_UPLOADS_PER_MEMBER,
  tooManyPixelsMessage,
  type UploadedBackground,
} from "#contracts/backgrounds.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import type { LocalMediaStore } from "#server/media/media-store.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { BACKGROUND_UPLOAD_ATTEMPTS } from "./index.ts";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
const HOUR_MS = 3600_000;

let counter = 0;
const words = (over: Record<string, unknown> = {}) => ({
  text: `Upload thought ${++counter}: the ${counter * 7907} kites of autumn pull at their strings.`,
  author: "Ada Brook",
  category: "wisdom",
  ...over,
});

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

describe.each(DATABASE_KINDS)("uploaded backgrounds cannot pile up on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let store: LocalMediaStore;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    store = t.app.media as LocalMediaStore;
  });
  afterAll(() => t.close());

  const upload = (bytes: Uint8Array, headers: Headers, filename = "picture.png", contentType = "image/png") => {
    const body = multipartFile(bytes, { filename, contentType });
    return t.app.inject({
      method: "POST",
      url: "/api/backgrounds",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const uploaded = async (headers: Headers, bytes?: Uint8Array) => {
    const res = await upload(bytes ?? (await png(counter++ % 256, 90, 160)), headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<UploadedBackground>().url;
  };
  const keyOf = (url: string) => url.slice("/media/".length);
  const exists = async (url: string) => (await store.stat(keyOf(url))) !== undefined;
  const patch = (id: string, payload: object, headers: Headers) =>
    t.app.inject({ method: "PATCH", url: `/api/quotes/${id}`, headers, payload });
  const remove = (id: string, headers: Headers) =>
    t.app.inject({ method: "DELETE", url: `/api/quotes/${id}`, headers });

  it("stores each picture under a random name in the member's folder: two at once never collide", async () => {
    const member = await createSignedInUser(t.app, t.database.db);
    const [red, blue] = await Promise.all([png(220, 20, 20), png(20, 20, 220)]);
    const [a, b] = await Promise.all([upload(red, member.headers), upload(blue, member.headers)]);
    const urls = [a, b].map((res) => res.json<UploadedBackground>().url);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/media/backgrounds/${member.user.id}/custom-${UUID}\\.png$`));
    }
    expect(urls[0]).not.toBe(urls[1]);
    const served = await Promise.all(urls.map((url) => t.app.inject({ url })));
    const colours = await Promise.all(served.map((res) => sharp(res.rawPayload).raw().toBuffer()));
    expect([colours[0]![0], colours[1]![2]]).toEqual([220, 220]);
  });

  it(`keeps at most ${BACKGROUND_UPLOADS_PER_MEMBER} pictures per member, making room from old unused ones`, async () => {
    const member = await createSignedInUser(t.app, t.database.db);
    const urls: string[] = [];
    for (let i = 0; i < BACKGROUND_UPLOADS_PER_MEMBER; i++) urls.push(await uploaded(member.headers));
    const refused = await upload(await png(1, 2, 3), member.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorEnvelope>()).toMatchObject({
      error: "conflict",
      message: BACKGROUND_MESSAGES.quotaReached,
      fields: { file: BACKGROUND_MESSAGES.quotaReached },
    });
    expect((await store.list(`backgrounds/${member.user.id}`)).length).toBe(BACKGROUND_UPLOADS_PER_MEMBER);

    // An hour later: one picture is on a quote, the others were only tried. The unused ones make room.
    await createQuote(t.app, member.headers, words({ status: "draft", background_url: urls[0] }));
    const anHourAgo = new Date(Date.now() - HOUR_MS - 60_000);
    for (const url of urls) await fs.utimes(store.filePath(keyOf(url)), anHourAgo, anHourAgo);
    const next = await uploaded(member.headers);
    expect(await exists(urls[0]!)).toBe(true);
    expect(await exists(next)).toBe(true);
    expect(await store.list(`backgrounds/${member.user.id}`)).toHaveLength(2);
  });

  it(`limits upload attempts to ${BACKGROUND_UPLOAD_ATTEMPTS} per window, refused ones included`, async () => {
    const member = await createSignedInUser(t.app, t.database.db);
    for (let i = 0; i < BACKGROUND_UPLOAD_ATTEMPTS; i++) {
      expect((await upload(Buffer.from("not a picture"), member.headers)).statusCode).toBe(415);
    }
    const limited = await upload(await png(1, 2, 3), member.headers);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("removes a picture once no quote uses it: quote deleted, background replaced", async () => {
    const member = await createSignedInUser(t.app, t.database.db);
    const shared = await uploaded(member.headers);
    const first = await createQuote(t.app, member.headers, words({ status: "draft", background_url: shared }));
    const second = await createQuote(t.app, member.headers, words({ status: "draft", background_url: shared }));
    expect((await remove(first.id, member.headers)).statusCode).toBe(200);
    // Still on the second quote.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await exists(shared)).toBe(true);
    const replaced = await patch(second.id, { background_url: "/backgrounds/nature/aurora.svg" }, member.headers);
    expect(replaced.statusCode, replaced.body).toBe(200);
    await expect.poll(() => exists(shared)).toBe(false);

    // An admin deleting an approved quote takes its picture along too.
    const own = await uploaded(admin.headers);
    const approved = await createQuote(t.app, admin.headers, words({ status: "approved", background_url: own }));
    expect((await remove(approved.id, admin.headers)).statusCode).toBe(200);
    await expect.poll(() => exists(own)).toBe(false);
  });

  it("removes a deleted member's pictures, except those their kept approved quotes still show", async () => {
    for (const via of ["self", "admin"] as const) {
      const member = await createSignedInUser(t.app, t.database.db);
      const [onApproved, onDraft, unused] = [
        await uploaded(member.headers),
        await uploaded(member.headers),
        await uploaded(member.headers),
      ];
      const kept: QuoteCreated = await createQuote(t.app, member.headers, words({ background_url: onApproved }));
      const approve = await t.app.inject({
        method: "POST",
        url: `/api/quotes/${kept.id}/approve`,
        headers: admin.headers,
        payload: {},
      });
      expect(approve.statusCode).toBe(200);
      await createQuote(t.app, member.headers, words({ status: "draft", background_url: onDraft }));

      const deleted =
        via === "self"
          ? await t.app.inject({
              method: "DELETE",
              url: "/api/users/me",
              headers: member.headers,
              payload: { password: member.user.password },
            })
          : await t.app.inject({ method: "DELETE", url: `/api/admin/users/${member.user.id}`, headers: admin.headers });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await exists(onDraft), via).toBe(false);
      expect(await exists(unused), via).toBe(false);
      expect(await exists(onApproved), via).toBe(true);
      expect((await t.app.inject({ url: `/api/quotes/${kept.id}` })).json<QuoteCreated>().background_url).toBe(
        onApproved,
      );
    }
  });

  it("refuses pictures with more pixels than their format allows, before decoding them", async () => {
    const member = await createSignedInUser(t.app, t.database.db);
    // 6 MP of AVIF: small on disk, seconds of encoding at the old 40 MP cap.
    const avif = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#345" } })
      .avif({ effort: 0 })
      .toBuffer();
    const res = await upload(avif, member.headers, "sky.avif", "image/avif");
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>()).toMatchObject({ error: "bad_request", message: tooManyPixelsMessage(4) });
    // Lossless and animated formats have lower caps: 5 MP of PNG or WebP, 3 MP of GIF.
    const plain = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#456" } });
    for (const [bytes, name, type, cap] of [
      [await plain(2500, 2000).png().toBuffer(), "sky.png", "image/png", 4],
      [await plain(2500, 2000).webp().toBuffer(), "sky.webp", "image/webp", 4],
      [await plain(2000, 1500).gif().toBuffer(), "sky.gif", "image/gif", 2],
    ] as const) {
      const refused = await upload(bytes, member.headers, name, type);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json<ErrorEnvelope>().message).toBe(tooManyPixelsMessage(cap));
    }
    // A 12 MP JPEG, as a phone takes it, is fine.
    const jpeg = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#543" } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, member.headers, "photo.jpg", "image/jpeg")).statusCode).toBe(201);
  });
});
