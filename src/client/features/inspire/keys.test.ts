import { describe, expect, it } from "vitest";
import { inspireKeyAction, isTypingTarget } from "./keys.ts";

/** A stand-in for an element: its tag, role and editability. */
function element(tag: string, attributes: Record<string, string> = {}, contentEditable = false) {
  return {
    tagName: tag.toUpperCase(),
    isContentEditable: contentEditable,
    getAttribute: (name: string) => attributes[name] ?? null,
    closest: () => null,
  } as unknown as EventTarget;
}

const body = element("body");

describe("Inspire keyboard", () => {
  it.each([
    ["Escape", "close"],
    ["m", "toggle-display"],
    ["M", "toggle-display"],
    ["ArrowLeft", "previous"],
    ["ArrowRight", "next"],
    [" ", "toggle-audio"],
    ["p", "toggle-rotation"],
    ["P", "toggle-rotation"],
  ] as const)("%j → %s", (key, action) => {
    expect(inspireKeyAction({ key, target: body })).toBe(action);
  });

  it("ignores other keys and shortcuts with modifiers", () => {
    expect(inspireKeyAction({ key: "x", target: body })).toBeNull();
    expect(inspireKeyAction({ key: "ArrowUp", target: body })).toBeNull();
    expect(inspireKeyAction({ key: "p", target: body, ctrlKey: true })).toBeNull();
    expect(inspireKeyAction({ key: "m", target: body, metaKey: true })).toBeNull();
    expect(inspireKeyAction({ key: "ArrowLeft", target: body, altKey: true })).toBeNull();
  });

  it("does nothing while typing in an input, a textarea, a select or editable content", () => {
    for (const target of [
      element("input"),
      element("textarea"),
      element("select"),
      element("div", {}, true),
      element("div", { contenteditable: "true" }),
    ]) {
      expect(isTypingTarget(target)).toBe(true);
      for (const key of ["Escape", "m", "ArrowLeft", "ArrowRight", " ", "p"]) {
        expect(inspireKeyAction({ key, target })).toBeNull();
      }
    }
    expect(isTypingTarget(element("div", { contenteditable: "false" }))).toBe(false);
  });

  it("lets Space press a focused button instead of toggling audio", () => {
    expect(inspireKeyAction({ key: " ", target: element("button") })).toBeNull();
    expect(inspireKeyAction({ key: "p", target: element("button") })).toBe("toggle-rotation");
  });

  it("leaves keys another handler already took", () => {
    expect(inspireKeyAction({ key: "Escape", target: body, defaultPrevented: true })).toBeNull();
    expect(inspireKeyAction({ key: "p", target: body, isComposing: true })).toBeNull();
  });
});
