import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("redactUrl", () => {
  it("hides the token of a password-reset link and keeps everything else", () => {
    expect(redactUrl("/auth/callback?type=recovery&token=abc.DEF-123_xyz")).toBe(
      "/auth/callback?type=recovery&token=[REDACTED]",
    );
  });

  it("hides token parameters on any path, in any case and position", () => {
    expect(redactUrl("/api/anything?TOKEN=s3cret&x=1&access_token=a&code=c")).toBe(
      "/api/anything?TOKEN=[REDACTED]&x=1&access_token=[REDACTED]&code=[REDACTED]",
    );
    expect(redactUrl("/x?%74oken=s3cret")).toBe("/x?%74oken=[REDACTED]");
  });

  it("leaves URLs without secrets untouched", () => {
    expect(redactUrl("/")).toBe("/");
    expect(redactUrl("/api/quotes?q=token&tags=a,b")).toBe("/api/quotes?q=token&tags=a,b");
    expect(redactUrl("/api/quotes?tokens=1&%E0%A4%A=x")).toBe("/api/quotes?tokens=1&%E0%A4%A=x");
  });
});
