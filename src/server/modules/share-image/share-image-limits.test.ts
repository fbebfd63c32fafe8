import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { cardLayout } from "./card-layout.ts";
import { RenderPool, RenderQueueFullError } from "./render-pool.ts";
import { REGENERATIONS_PER_WINDOW, RENDER_BUSY_MESSAGE } from "./share-image.service.ts";

describe("RenderPool", () => {
  it("refuses renders beyond its queue at once instead of queueing them", async () => {
    const pool = new RenderPool(1, 3);
    const tree = cardLayout({ text: "Queued.", author: "Pool", background: { kind: "default" } });
    const settled = Array.from({ length: 7 }, () =>
      pool.render(tree, 120, 63).then(
        () => "drawn",
        (err: unknown) => (err instanceof RenderQueueFullError ? "refused" : "closed"),
      ),
    );
    // One drawing, three waiting; the other three are refused without waiting for anything.
    expect(pool.waiting).toBe(3);
    const outcomes = await Promise.all(settled);
    expect(outcomes.filter((o) => o === "refused")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "drawn")).toHaveLength(4);
    await pool.close();
  });
});

describe.each(DATABASE_KINDS)("share image limits on %s", (kind) => {
  let t: TestApp;
  let member: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    [member, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
  });
  afterAll(() => t.close());

  const image = (slug: string, headers: Headers = {}, query = "") =>
    t.app.inject({ method: "GET", url: `/api/quote-image-png/${encodeURIComponent(slug)}${query}`, headers });

  it("answers 503 with Retry-After, never cached, while too many distinct images wait to be drawn", async () => {
    const rows = await t.database.db
      .select({ slug: quotes.urlSlug })
      .from(quotes)
      .where(eq(quotes.status, "approved"))
      .limit(60);
    expect(rows).toHaveLength(60);
    // Sixty first requests for sixty different images at once, as a crawler or a script would send them.
    const answers = await Promise.all(rows.map((row) => image(row.slug)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json<ErrorEnvelope>()).toEqual({ error: "unavailable", message: RENDER_BUSY_MESSAGE });
    }
    // Once the burst is drawn, a refused image is there for the asking.
    const again = await image(rows[statuses.indexOf(503)]!.slug);
    expect(again.statusCode).toBe(200);
    expect(again.headers["content-type"]).toBe("image/png");
  });

  it(`lets a member redraw ${REGENERATIONS_PER_WINDOW} times per window, then answers 429; admins are not limited`, async () => {
    const quote: QuoteCreated = await createQuote(t.app, member.headers, {
      text: "Drawn again and again by a restless owner.",
      author: "Ida Lantern",
      category: "wisdom",
      status: "draft",
    });
    for (let i = 0; i < REGENERATIONS_PER_WINDOW; i++) {
      const res = await image(quote.url_slug, member.headers, "?regenerate=true");
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await image(quote.url_slug, member.headers, "?regenerate=true");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(limited.json<ErrorEnvelope>().error).toBe("too_many_requests");
    // The image itself is still served.
    expect((await image(quote.url_slug, member.headers)).statusCode).toBe(200);

    for (let i = 0; i <= REGENERATIONS_PER_WINDOW; i++) {
      expect((await image(quote.url_slug, admin.headers, "?regenerate=true")).statusCode).toBe(200);
    }
  });
});
