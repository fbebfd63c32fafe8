import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountExportSchema, EXPORT_QUOTE_UNAVAILABLE, type AccountExport } from "#contracts/account.ts";
import type { SavedList } from "#contracts/lists.ts";
import { quoteAudio, quoteAudioPending, quoteVisits } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

const ORIGINAL = "Export visibility: the approved words everyone could read once.";
const DRAFT = "Export visibility: Bea's private rewrite, a draft nobody else may read.";

/** Every row of an export that points at `quoteId`, by part (list items included). */
function refsTo(data: AccountExport, quoteId: string) {
  return {
    bookmarks: data.bookmarks.filter((r) => r.quote_id === quoteId),
    reactions: data.reactions.filter((r) => r.quote_id === quoteId),
    comments: data.comments.filter((r) => r.quote_id === quoteId),
    reports: data.reports.filter((r) => r.quote_id === quoteId),
    listItems: data.lists.flatMap((l) => l.items).filter((r) => r.quote_id === quoteId),
    audio: data.audio.filter((r) => r.quote_id === quoteId),
    visits: data.visits.filter((r) => r.quote_id === quoteId),
  };
}

describe.each(DATABASE_KINDS)("the data export follows quote visibility on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  /** Member A: engaged with Bea's quote while it was approved. */
  let ada: SignedInUser;
  /** Member B: owns the quote and turns it into a draft. */
  let bea: SignedInUser;
  let quoteId: string;

  const inject = (method: "GET" | "POST" | "PATCH", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);

  /** Bookmark, reaction, comment, report, list item, recorded audio and visit of `member` on the quote. */
  async function engage(member: SignedInUser, label: string) {
    ok(await inject("POST", "/api/bookmarks", member.headers, { quote_id: quoteId }));
    ok(await inject("POST", `/api/quotes/${quoteId}/reactions`, member.headers, { reaction_type: "inspiring" }));
    ok(await inject("POST", `/api/quotes/${quoteId}/comments`, member.headers, { content: `${label}'s comment` }));
    ok(await inject("POST", `/api/quotes/${quoteId}/reports`, member.headers, { reason: "spam" }));
    const list = await inject("POST", "/api/lists", member.headers, { name: `${label}'s list` });
    ok(list);
    ok(await inject("POST", `/api/lists/${list.json<SavedList>().id}/items`, member.headers, { quote_id: quoteId }));
    await t.database.db.insert(quoteVisits).values({ quoteId, userId: member.user.id });
  }

  async function exportOf(member: SignedInUser): Promise<{ body: string; data: AccountExport }> {
    const res = await inject("GET", "/api/users/me/export", member.headers);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, data: AccountExportSchema.parse(JSON.parse(res.body)) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    [admin, ada, bea] = await Promise.all([
      createSignedInUser(t.app, db, { role: "admin" }),
      createSignedInUser(t.app, db, { firstname: "Ada" }),
      createSignedInUser(t.app, db, { firstname: "Bea" }),
    ]);
    const quote = await createQuote(t.app, bea.headers, { text: ORIGINAL, author: "Bea Writer", category: "wisdom" });
    quoteId = quote.id;
    ok(await inject("POST", `/api/quotes/${quoteId}/approve`, admin.headers, { approvedBy: admin.user.id }));

    await engage(ada, "Ada");
    await engage(admin, "Admin");
    ok(await inject("POST", "/api/bookmarks", bea.headers, { quote_id: quoteId }));
    // Audio Ada once recorded for it (the export's audio part joins quotes too).
    await db.insert(quoteAudio).values({
      quoteId,
      audioUrl: `/media/audio/${quoteId}.webm`,
      audioFilePath: `audio/${quoteId}.webm`,
      createdByAdmin: false,
      createdBy: ada.user.id,
      fileSize: 1_000,
      duration: 2,
    });

    // Bea takes the quote back as a draft and rewrites it.
    const edit = await inject("PATCH", `/api/quotes/${quoteId}`, bea.headers, { status: "draft", text: DRAFT });
    ok(edit);
    // The quote is hidden from Ada everywhere else.
    expect((await inject("GET", `/api/quotes/${quoteId}`, ada.headers)).statusCode).toBe(404);
  });
  afterAll(() => t.close());

  it("shows another member's quote that is now a draft by its id only, marked no longer available", async () => {
    const { body, data } = await exportOf(ada);
    expect(body).not.toContain(DRAFT);
    expect(body).not.toContain("Bea Writer");

    const hidden = { quote_id: quoteId, quote_text: null, quote_author: null, quote_note: EXPORT_QUOTE_UNAVAILABLE };
    const refs = refsTo(data, quoteId);
    for (const [part, rows] of Object.entries(refs)) {
      expect(rows, part).toHaveLength(1);
      expect(rows[0], part).toMatchObject(hidden);
    }
    // Ada's own words stay in her export.
    expect(refs.comments[0]?.content).toBe("Ada's comment");
    expect(refs.reports[0]?.reason).toBe("spam");
    expect(refs.reactions[0]?.reaction_type).toBe("inspiring");
  });

  it("shows an admin every quote, as every other read does", async () => {
    const { data } = await exportOf(admin);
    const refs = refsTo(data, quoteId);
    const seen = { quote_id: quoteId, quote_text: DRAFT, quote_author: "Bea Writer" };
    for (const [part, rows] of Object.entries(refs)) {
      if (part === "audio") continue; // the admin recorded none
      expect(rows, part).toHaveLength(1);
      expect(rows[0], part).toEqual(expect.objectContaining(seen));
      expect(rows[0], part).not.toHaveProperty("quote_note");
    }
  });

  it("keeps the owner's own draft, and their engagement with it, readable in their export", async () => {
    const { data } = await exportOf(bea);
    expect(data.quotes).toEqual([expect.objectContaining({ id: quoteId, text: DRAFT, status: "draft" })]);
    expect(data.bookmarks).toEqual([
      { quote_id: quoteId, quote_text: DRAFT, quote_author: "Bea Writer", created_at: expect.any(String) as unknown },
    ]);
  });
});

describe.each(DATABASE_KINDS)("the data export hides pending and rejected quotes of others on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let ada: SignedInUser;
  let bea: SignedInUser;
  /** Bea's quote, back to pending after her edit of the approved version. */
  let pendingId: string;
  /** Bea's quote, rejected by the admin after it was approved. */
  let rejectedId: string;

  const PENDING = "Export visibility: Bea's edit now waits for review again, unseen by others.";
  const REJECTED = "Export visibility: a quote the moderators turned down after all, unseen by others.";
  const inject = (method: "GET" | "POST" | "PATCH", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);

  async function approvedQuoteOfBea(text: string): Promise<string> {
    const quote = await createQuote(t.app, bea.headers, { text, author: "Bea Hidden", category: "wisdom" });
    ok(await inject("POST", `/api/quotes/${quote.id}/approve`, admin.headers, { approvedBy: admin.user.id }));
    return quote.id;
  }

  /** Every way Ada's export can point at a quote: bookmark, reaction, comment, report, list item, audio, visit. */
  async function engage(quoteId: string, label: string) {
    ok(await inject("POST", "/api/bookmarks", ada.headers, { quote_id: quoteId }));
    ok(await inject("POST", `/api/quotes/${quoteId}/reactions`, ada.headers, { reaction_type: "funny" }));
    ok(await inject("POST", `/api/quotes/${quoteId}/comments`, ada.headers, { content: `Ada on ${label}` }));
    ok(await inject("POST", `/api/quotes/${quoteId}/reports`, ada.headers, { reason: "spam" }));
    const list = await inject("POST", "/api/lists", ada.headers, { name: `Ada's ${label} list` });
    ok(list);
    ok(await inject("POST", `/api/lists/${list.json<SavedList>().id}/items`, ada.headers, { quote_id: quoteId }));
    const db = t.database.db;
    await db.insert(quoteVisits).values({ quoteId, userId: ada.user.id });
    await db.insert(quoteAudio).values({
      quoteId,
      audioUrl: `/media/audio/${quoteId}.webm`,
      audioFilePath: `audio/${quoteId}.webm`,
      createdByAdmin: false,
      createdBy: ada.user.id,
      fileSize: 1_000,
      duration: 2,
    });
    await db.insert(quoteAudioPending).values({
      quoteId,
      submittedBy: ada.user.id,
      filePath: `private/audio/${quoteId}.webm`,
      format: "webm",
      fileSize: 1_000,
      duration: 2,
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    [admin, ada, bea] = await Promise.all([
      createSignedInUser(t.app, db, { role: "admin" }),
      createSignedInUser(t.app, db, { firstname: "Ada" }),
      createSignedInUser(t.app, db, { firstname: "Bea" }),
    ]);
    pendingId = await approvedQuoteOfBea("Export visibility: the first words of a quote Bea will edit.");
    rejectedId = await approvedQuoteOfBea("Export visibility: the first words of a quote to be rejected.");
    await engage(pendingId, "pending");
    await engage(rejectedId, "rejected");

    // A member's edit of an approved quote sends it back to review; the admin rejects the other one.
    ok(await inject("PATCH", `/api/quotes/${pendingId}`, bea.headers, { text: PENDING }));
    ok(await inject("PATCH", `/api/quotes/${rejectedId}`, admin.headers, { text: REJECTED }));
    ok(await inject("POST", `/api/quotes/${rejectedId}/reject`, admin.headers, {}));
    for (const id of [pendingId, rejectedId]) {
      expect((await inject("GET", `/api/quotes/${id}`, ada.headers)).statusCode).toBe(404);
    }
  });
  afterAll(() => t.close());

  it("names neither quote anywhere in another member's export, by any part", async () => {
    const res = await inject("GET", "/api/users/me/export", ada.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(PENDING);
    expect(res.body).not.toContain(REJECTED);
    expect(res.body).not.toContain("Bea Hidden");
    const data = AccountExportSchema.parse(JSON.parse(res.body));
    const hidden = { quote_text: null, quote_author: null, quote_note: EXPORT_QUOTE_UNAVAILABLE };
    for (const quoteId of [pendingId, rejectedId]) {
      const refs = {
        ...refsTo(data, quoteId),
        audio_awaiting_review: data.audio_awaiting_review.filter((r) => r.quote_id === quoteId),
      };
      for (const [part, rows] of Object.entries(refs)) {
        expect(rows, part).toHaveLength(1);
        expect(rows[0], part).toMatchObject({ quote_id: quoteId, ...hidden });
      }
    }
  });

  it("still names both quotes in the owner's export", async () => {
    const res = await inject("GET", "/api/users/me/export", bea.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = AccountExportSchema.parse(JSON.parse(res.body));
    expect(data.quotes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: pendingId, text: PENDING, status: "pending" }),
        expect.objectContaining({ id: rejectedId, text: REJECTED, status: "rejected" }),
      ]),
    );
  });
});
