import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REACTION_TYPES } from "#contracts/constants.ts";
import type { ReactionSummary, UserReaction } from "#contracts/engagement.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { quotes, reactions } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("reactions on %s", (kind) => {
  let t: TestApp;
  let user: SignedInUser;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let approved: QuoteCreated;
  let ownerDraft: QuoteCreated;

  const react = (id: string, type: string, headers: Headers) =>
    t.app.inject({ method: "POST", url: `/api/quotes/${id}/reactions`, headers, payload: { reaction_type: type } });
  const summary = (id: string, headers: Headers = {}) =>
    t.app.inject({ method: "GET", url: `/api/quotes/${id}/reactions`, headers });
  const own = (id: string, headers: Headers = {}) =>
    t.app.inject({ method: "GET", url: `/api/quotes/${id}/user-reaction`, headers });
  const stored = async (id: string) =>
    (
      await t.database.db
        .select({ total: quotes.reactionsCount, byType: quotes.reactionCounts })
        .from(quotes)
        .where(eq(quotes.id, id))
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    [user, owner, admin] = await Promise.all([
      createSignedInUser(t.app, db),
      createSignedInUser(t.app, db),
      createSignedInUser(t.app, db, { role: "admin" }),
    ]);
    const base = { author: "Odile Brandt", category: "wisdom" };
    approved = await createQuote(t.app, admin.headers, {
      ...base,
      text: "Laughter is a door left open.",
      status: "approved",
    });
    ownerDraft = await createQuote(t.app, owner.headers, {
      ...base,
      text: "Still thinking this through.",
      status: "draft",
    });
  });
  afterAll(() => t.close());

  it("answers all eight types at zero and no reaction for anonymous callers", async () => {
    const res = await summary(approved.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReactionSummary>();
    expect(Object.keys(body.reactions).sort()).toEqual([...REACTION_TYPES].sort());
    expect(Object.values(body.reactions).every((n) => n === 0)).toBe(true);
    expect(body.userReaction).toBeNull();
  });

  it("needs a signed-in user to react or to ask for one's own reaction", async () => {
    expect((await react(approved.id, "like", {})).statusCode).toBe(401);
    expect((await own(approved.id)).statusCode).toBe(401);
  });

  it("adds, replaces and removes by the toggle rules", async () => {
    const added = await react(approved.id, "like", user.headers);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ReactionSummary>()).toMatchObject({ userReaction: "like", reactions: { like: 1, funny: 0 } });

    const replaced = await react(approved.id, "funny", user.headers);
    expect(replaced.json<ReactionSummary>()).toMatchObject({ userReaction: "funny", reactions: { like: 0, funny: 1 } });
    expect((await own(approved.id, user.headers)).json<UserReaction>()).toEqual({ userReaction: "funny" });

    const ownerReacts = await react(approved.id, "funny", owner.headers);
    expect(ownerReacts.json<ReactionSummary>().reactions.funny).toBe(2);
    expect(await stored(approved.id)).toMatchObject({ total: 2 });

    const removed = await react(approved.id, "funny", user.headers);
    expect(removed.json<ReactionSummary>()).toMatchObject({ userReaction: null, reactions: { funny: 1, like: 0 } });
    expect((await own(approved.id, user.headers)).json<UserReaction>()).toEqual({ userReaction: null });
    expect((await summary(approved.id, owner.headers)).json<ReactionSummary>()).toMatchObject({
      userReaction: "funny",
      reactions: { funny: 1 },
    });
    expect(await stored(approved.id)).toMatchObject({ total: 1 });
  });

  it("rejects unknown types with 400 and the field", async () => {
    const res = await react(approved.id, "angry", user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.reaction_type).toMatch(/like, dislike/);
  });

  it("answers 404 on unknown and invisible quotes, but owners and admins may react to drafts", async () => {
    for (const id of ["7d4f0a8e-0000-4000-8000-000000000000", "nope", ownerDraft.id]) {
      expect((await react(id, "like", user.headers)).statusCode).toBe(404);
      expect((await summary(id, user.headers)).statusCode).toBe(404);
      expect((await own(id, user.headers)).statusCode).toBe(404);
    }
    expect((await summary(ownerDraft.id)).statusCode).toBe(404);
    expect((await react(ownerDraft.id, "thoughtful", owner.headers)).statusCode).toBe(200);
    const byAdmin = await react(ownerDraft.id, "powerful", admin.headers);
    expect(byAdmin.json<ReactionSummary>().reactions).toMatchObject({ thoughtful: 1, powerful: 1 });
  });

  it("keeps exact counts when 50 users react to one quote at once", async () => {
    const target = await createQuote(t.app, admin.headers, {
      author: "Odile Brandt",
      category: "wisdom",
      text: "A crowd arrives all at once.",
      status: "approved",
    });
    const users = await Promise.all(Array.from({ length: 50 }, () => createSignedInUser(t.app, t.database.db)));
    const results = await Promise.all(
      users.map((u, i) => react(target.id, REACTION_TYPES[i % REACTION_TYPES.length]!, u.headers)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(users.map(() => 200));
    const after = await stored(target.id);
    expect(after.total).toBe(50);
    expect(Object.values(after.byType).reduce((a, b) => a + (b ?? 0), 0)).toBe(50);
    expect(after.byType.like).toBe(7); // 50 users over 8 types: the first two types get 7

    // Now all of them switch to "like" at once, and half of those take it back.
    await Promise.all(users.map((u) => react(target.id, "like", u.headers)));
    await Promise.all(users.slice(0, 25).map((u) => react(target.id, "like", u.headers)));
    const final = (await summary(target.id)).json<ReactionSummary>();
    // Those who had "like" removed it in the first wave; they chose it again in the second when among the first 25.
    const rows = await t.database.db.select().from(reactions).where(eq(reactions.quoteId, target.id));
    expect(final.reactions.like).toBe(rows.filter((r) => r.reactionType === "like").length);
    expect(Object.values(final.reactions).reduce((a, b) => a + b, 0)).toBe(rows.length);
    expect((await stored(target.id)).total).toBe(rows.length);
  });
});
