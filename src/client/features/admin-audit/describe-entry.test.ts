import { describe, expect, it } from "vitest";
import { describeEntry } from "./describe-entry.ts";

const q = "11111111-1111-4111-8111-111111111111";

describe("audit entries in words", () => {
  it("describes member changes", () => {
    expect(
      describeEntry({
        action: "user.role_change",
        entity_type: "user",
        entity_id: "u",
        details: { from: "user", to: "admin", name: "Mel" },
      }),
    ).toEqual({ verb: "changed the role of", subject: "Mel", detail: "user → admin" });
    expect(
      describeEntry({
        action: "user.delete",
        entity_type: "user",
        entity_id: "u",
        details: { name: "Gone", quotes_kept: 2, quotes_removed: 1 },
      }),
    ).toEqual({ verb: "deleted the account of", subject: "Gone", detail: "2 approved kept, 1 unpublished removed" });
    // A member who deleted their own account is the actor, named by the entry (their row is gone).
    expect(
      describeEntry({
        action: "user.delete",
        entity_type: "user",
        entity_id: "u",
        details: { name: "Gwen Gone", by: "self", quotes_kept: 0, quotes_removed: 3 },
      }),
    ).toEqual({
      actor: "Gwen Gone",
      verb: "deleted their own account",
      detail: "0 approved kept, 3 unpublished removed",
    });
  });

  it("describes decisions on members' audio, with what an approval replaced", () => {
    expect(
      describeEntry({
        action: "audio.approve",
        entity_type: "quote",
        entity_id: q,
        details: { text: "Sing while you work.", pending_id: "p", replaced: "admin" },
      }),
    ).toEqual({
      verb: "approved a member's audio for",
      subject: "“Sing while you work.”",
      detail: "replaced an admin's narration",
      quoteId: q,
    });
    expect(
      describeEntry({ action: "audio.reject", entity_type: "quote", entity_id: q, details: { text: "Hush." } }),
    ).toEqual({ verb: "rejected a member's audio for", subject: "“Hush.”", detail: undefined, quoteId: q });
  });

  it("describes quote decisions with a link, except for deleted quotes", () => {
    expect(
      describeEntry({
        action: "quote.reject",
        entity_type: "quote",
        entity_id: q,
        details: { from: "pending", to: "rejected", reason: "Spam" },
      }),
    ).toEqual({
      verb: "rejected a quote",
      subject: undefined,
      detail: "pending → rejected · reason: Spam",
      quoteId: q,
    });
    const deleted = describeEntry({
      action: "quote.delete",
      entity_type: "quote",
      entity_id: q,
      details: { text: "x".repeat(200) },
    });
    expect(deleted.quoteId).toBeUndefined();
    expect(deleted.subject?.length).toBeLessThanOrEqual(82);
  });

  it("links comments and reports to their quote, and keeps unknown actions readable", () => {
    expect(
      describeEntry({
        action: "comment.delete",
        entity_type: "comment",
        entity_id: "c",
        details: { quote_id: q, content: "rude" },
      }),
    ).toEqual({ verb: "deleted a comment", subject: "“rude”", quoteId: q });
    expect(
      describeEntry({
        action: "report.resolve",
        entity_type: "report",
        entity_id: "r",
        details: { quote_id: q, note: "fixed" },
      }),
    ).toEqual({
      verb: "resolved a report",
      detail: "note: fixed",
      quoteId: q,
    });
    expect(describeEntry({ action: "audio.generate", entity_type: "audio", entity_id: null, details: {} })).toEqual({
      verb: "audio.generate",
    });
  });
});
