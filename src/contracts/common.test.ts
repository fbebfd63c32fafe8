import { describe, expect, it } from "vitest";
import { ErrorEnvelopeSchema, QueryBoolean } from "./common.ts";

describe("QueryBoolean", () => {
  it.each([
    ["true", true],
    ["1", true],
    [true, true],
    ["false", false],
    ["0", false],
    [false, false],
  ])("reads %s as %s", (input, expected) => {
    expect(QueryBoolean.parse(input)).toBe(expected);
  });

  it("refuses other text", () => {
    expect(QueryBoolean.safeParse("yes").success).toBe(false);
  });
});

describe("ErrorEnvelopeSchema", () => {
  it("has an error code, a message and optional fields", () => {
    expect(ErrorEnvelopeSchema.safeParse({ error: "not_found", message: "Not found" }).success).toBe(true);
    expect(
      ErrorEnvelopeSchema.safeParse({ error: "validation_error", message: "x", fields: { limit: "Too big" } }).success,
    ).toBe(true);
    expect(ErrorEnvelopeSchema.safeParse({ message: "no code" }).success).toBe(false);
  });
});
