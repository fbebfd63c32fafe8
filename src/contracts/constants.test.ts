import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";

// The values docs/product/messages-and-limits.md state, written out: code elsewhere (and its tests) may use the constants.
describe("business constants", () => {
  it("are the spec's session, token and form limits", () => {
    expect(constants.SESSION_SECONDS).toBe(3600);
    expect(constants.SESSION_CAUTION_SECONDS).toBe(2700);
    expect(constants.SESSION_WARNING_SECONDS).toBe(3000);
    // "Usable only if longer than 10 characters".
    expect(constants.MIN_TOKEN_LENGTH).toBe(11);
    expect(constants.TOKEN_STORE_ATTEMPTS).toBe(3);
    expect(constants.JUST_LOGGED_IN_MS).toBe(1000);
    expect(constants.PASSWORD_MIN).toBe(6);
    expect(constants.NAME_MIN).toBe(2);
    expect(constants.COMMENT_MAX).toBe(1000);
  });

  it("are the spec's list sizes and cache lifetimes", () => {
    expect(constants.QUOTE_PAGE_SIZE).toBe(20);
    expect(constants.QUOTE_QUERY_LIMIT).toBe(1000);
    expect(constants.POPULAR_LIMIT).toBe(10);
    expect(constants.QUOTE_LIST_STALE_MS).toBe(5 * 60 * 1000);
    expect(constants.QUOTE_LIST_GC_MS).toBe(10 * 60 * 1000);
  });

  it("are the spec's interface timings and sizes", () => {
    expect(constants.SCROLL_TOP_THRESHOLD_PX).toBe(300);
    expect(constants.COPIED_INDICATOR_MS).toBe(2000);
    expect(constants.TOAST_LIMIT).toBe(1);
    expect(constants.TOAST_DURATION_MS).toBe(5000);
  });

  it("are the spec's categories, statuses and roles", () => {
    expect(constants.CATEGORIES).toEqual([
      "motivation",
      "love",
      "wisdom",
      "success",
      "life",
      "business",
      "inspiration",
    ]);
    expect([...constants.QUOTE_STATUSES].sort()).toEqual(["approved", "draft", "pending", "rejected"]);
    expect([...constants.ROLES].sort()).toEqual(["admin", "superuser", "user"]);
  });

  it("name local storage as the spec does", () => {
    expect(constants.STORAGE_KEYS).toMatchObject({
      theme: "theme",
      themeScheme: "theme-scheme",
      privacyConsent: "privacy_consent",
      inspireMiniPosition: "inspire-mini-position",
      inspireMiniSize: "inspire-mini-size",
      debugMode: "debugMode",
      quoteViewMode: "quote-view-mode",
    });
  });

  it("are the spec's reading comfort, Inspire and legend constants", () => {
    expect(constants.FONT_SIZES).toEqual(["small", "medium", "large", "extra-large"]);
    expect(constants.DEFAULT_FONT_SIZE).toBe("medium");
    expect(constants.INSPIRE_QUOTE_SECONDS).toEqual({ min: 5, max: 30, step: 1, default: 10 });
    expect(constants.INSPIRE_TOTAL_MINUTES).toEqual({ min: 1, max: 60, default: 5 });
    expect(constants.INSPIRE_AUDIO_AUTOPLAY_DELAY_MS).toBe(500);
    expect(constants.INSPIRE_MINI_DEFAULT).toEqual({ width: 300, height: 150 });
    expect(constants.INSPIRE_MINI_BOUNDS).toEqual({ minWidth: 250, maxWidth: 500, minHeight: 120, maxHeight: 300 });
    expect(constants.LEGEND_TRANSPARENCY).toBe(65);
    expect(constants.LEGEND_DISPLAY_MS).toBe(5000);
    expect(constants.INSPIRE_MESSAGES).toEqual({
      loading: "Loading inspiring quotes... Please wait",
      noQuotes: "No quotes available",
      noAudioQuotes: "No audio quotes available",
      hintSwitchToAll: 'Try switching to "All quotes" mode',
      hintCheckBack: "Please check back later",
    });
  });
});
