import { describe, expect, it } from "vitest";
import { COMMENT_MESSAGES } from "#contracts/comments.ts";
import { commentInputState } from "./comment-input.ts";

describe("commentInputState", () => {
  it("counts trimmed characters, one per emoji", () => {
    expect(commentInputState("  hello  ")).toMatchObject({ length: 5, empty: false, over: false });
    expect(commentInputState("👋🌊").length).toBe(2);
  });
  it("is empty for whitespace only, without a message", () => {
    expect(commentInputState(" \n\t ")).toEqual({ length: 0, empty: true, over: false, error: undefined });
  });
  it("allows exactly 1000 characters and refuses 1001 with the message", () => {
    expect(commentInputState("a".repeat(1000))).toMatchObject({ over: false, error: undefined });
    expect(commentInputState("🌊".repeat(1000))).toMatchObject({ length: 1000, over: false });
    expect(commentInputState("a".repeat(1001))).toMatchObject({ over: true, error: COMMENT_MESSAGES.tooLong });
  });
});
