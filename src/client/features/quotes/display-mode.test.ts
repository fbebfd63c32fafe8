import { afterEach, describe, expect, it } from "vitest";
import { displayParts, parseStoredDisplayMode, resolveDisplayMode, storeDisplayMode } from "./display-mode.ts";

const stored = () => parseStoredDisplayMode(window.localStorage.getItem("quote-view-mode"));

afterEach(() => window.localStorage.clear());

describe("display mode", () => {
  it("is kept in local storage under quote-view-mode", () => {
    expect(stored()).toBeUndefined();
    storeDisplayMode("full");
    expect(window.localStorage.getItem("quote-view-mode")).toBe("full");
    expect(stored()).toBe("full");
  });

  it("is mirrored in a cookie, so the server renders the list in the same mode", () => {
    storeDisplayMode("clean");
    expect(document.cookie).toContain("quote-view-mode=clean");
  });

  it("ignores a stored value that is not a mode", () => {
    window.localStorage.setItem("quote-view-mode", "huge");
    expect(stored()).toBeUndefined();
  });

  it("comes from the URL first, then storage, then standard", () => {
    expect(resolveDisplayMode("clean", "full")).toBe("clean");
    expect(resolveDisplayMode(undefined, "full")).toBe("full");
    expect(resolveDisplayMode(undefined, undefined)).toBe("standard");
  });

  it("decides what a card shows", () => {
    expect(displayParts("clean")).toEqual({ taxonomy: false, details: false });
    expect(displayParts("standard")).toEqual({ taxonomy: true, details: false });
    expect(displayParts("full")).toEqual({ taxonomy: true, details: true });
  });
});
