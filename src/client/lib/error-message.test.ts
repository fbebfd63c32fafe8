import { describe, expect, it } from "vitest";
import { ApiError, SESSION_EXPIRED_MESSAGE } from "./api.ts";
import { errorMessage } from "./error-message.ts";

const FALLBACK = "Failed to delete comment. Please try again.";

describe("errorMessage", () => {
  it("says an API error's message", () => {
    expect(errorMessage(new ApiError("You have already reported this quote", 409, "{}"), FALLBACK)).toBe(
      "You have already reported this quote",
    );
    expect(errorMessage(new ApiError(SESSION_EXPIRED_MESSAGE, 401, ""), FALLBACK)).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it("says the product's message an error of the app's own carries", () => {
    expect(errorMessage(new Error("No access token received from server"), FALLBACK)).toBe(
      "No access token received from server",
    );
  });

  it("says the fallback for a network failure", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
  });

  it("says the fallback for an error without a message, or something that is no error", () => {
    expect(errorMessage(new Error(""), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new ApiError("  ", 500, ""), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage("boom", FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage({ message: "not an Error" }, FALLBACK)).toBe(FALLBACK);
  });
});
