import { afterEach, describe, expect, it } from "vitest";
import { applyDebugQuery, isDebugMode, isDebugShortcut, setDebugMode } from "./debug-mode.ts";

const key = (init: Partial<KeyboardEvent>) =>
  ({ ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, key: "", code: "", ...init }) as KeyboardEvent;

describe("debug mode", () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("is off by default and on with either flag", () => {
    expect(isDebugMode()).toBe(false);
    sessionStorage.setItem("debugMode", "true");
    expect(isDebugMode()).toBe(true);
    sessionStorage.clear();
    localStorage.setItem("debugMode", "true");
    expect(isDebugMode()).toBe(true);
  });

  it("debugmode=true sets the session flag; debugmode=false clears both flags", () => {
    applyDebugQuery("true");
    expect(sessionStorage.getItem("debugMode")).toBe("true");
    expect(localStorage.getItem("debugMode")).toBeNull();
    localStorage.setItem("debugMode", "true");
    applyDebugQuery("false");
    expect(isDebugMode()).toBe(false);
    expect(localStorage.getItem("debugMode")).toBeNull();
    applyDebugQuery(undefined);
    expect(isDebugMode()).toBe(false);
  });

  it("persists when asked to, and tells subscribers", () => {
    let changes = 0;
    const onChange = () => (changes += 1);
    window.addEventListener("echoes:debug-mode", onChange);
    setDebugMode(true, { persist: true });
    expect(localStorage.getItem("debugMode")).toBe("true");
    setDebugMode(false);
    expect(isDebugMode()).toBe(false);
    window.removeEventListener("echoes:debug-mode", onChange);
    expect(changes).toBe(2);
  });

  it("recognises Ctrl+Shift+D and nothing else", () => {
    expect(isDebugShortcut(key({ ctrlKey: true, shiftKey: true, key: "D", code: "KeyD" }))).toBe(true);
    expect(isDebugShortcut(key({ ctrlKey: true, shiftKey: true, key: "d" }))).toBe(true);
    expect(isDebugShortcut(key({ ctrlKey: true, key: "d", code: "KeyD" }))).toBe(false);
    expect(isDebugShortcut(key({ shiftKey: true, key: "D", code: "KeyD" }))).toBe(false);
    expect(isDebugShortcut(key({ ctrlKey: true, shiftKey: true, altKey: true, key: "D", code: "KeyD" }))).toBe(false);
  });
});
