import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_READINGS_PER_HOUR } from "#contracts/review.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = () => ({
  text: `Patience ${++counter} is a lamp that burns slowly.`,
  author: "Tess Orlan",
  category: "wisdom",
  status: "approved",
});

/** An MP3 stream starts with an ID3 tag or an MPEG frame sync. */
const isMp3 = (body: Buffer) =>
  body.subarray(0, 3).toString("latin1") === "ID3" || (body[0] === 0xff && (body[1]! & 0xe0) === 0xe0);

describe.each(DATABASE_KINDS)("review readings on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
  });
  afterAll(() => t.close());

  async function savedQuote(who: SignedInUser) {
    const { id } = await createQuote(t.app, admin.headers, fresh());
    await t.app.inject({ method: "POST", url: "/api/bookmarks", headers: who.headers, payload: { quote_id: id } });
    return id;
  }
  const read = (who: SignedInUser | null, id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/review/${id}/reading`, headers: { ...who?.headers, ...headers } });

  it("reads a saved quote in the default voice once, then answers from the kept file", async () => {
    const who = await createSignedInUser(t.app, t.database.db);
    const id = await savedQuote(who);
    const first = await read(who, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("audio/mpeg");
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(isMp3(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeGreaterThan(4_000);

    const started = performance.now();
    const again = await read(who, id);
    expect(performance.now() - started).toBeLessThan(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const unchanged = await read(who, id, { "if-none-match": String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
  }, 60_000);

  it("is for members who saved the quote only, every time", async () => {
    const [who, other] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db),
    ]);
    const id = await savedQuote(who);
    const etag = String((await read(who, id)).headers.etag);
    expect((await read(null, id)).statusCode).toBe(401);
    expect((await read(other, id)).statusCode).toBe(404);
    // A browser shared by both accounts revalidates its copy: the other account is refused, not told "unchanged".
    expect((await read(other, id, { "if-none-match": etag })).statusCode).toBe(404);
    expect((await read(other, "../../etc/passwd")).statusCode).toBe(404);
  });

  it(`starts at most ${REVIEW_READINGS_PER_HOUR} new readings per member an hour; kept ones still play`, async () => {
    const who = await createSignedInUser(t.app, t.database.db);
    const kept = await savedQuote(who);
    expect((await read(who, kept)).statusCode).toBe(200);
    // The member has already started the hour's readings.
    await t.app.counters.hit(`review-reading:${who.user.id}`, 3_600_000, REVIEW_READINGS_PER_HOUR);
    const refused = await read(who, await savedQuote(who));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await read(who, kept)).statusCode).toBe(200);
  }, 60_000);
});
