/** Inspire's keyboard (docs/product/inspire.md): Escape, M, ←/→, Space and P; none of them while typing in a field. */

export type InspireKeyAction = "close" | "toggle-display" | "previous" | "next" | "toggle-audio" | "toggle-rotation";

interface KeyEventLike {
  key: string;
  target: EventTarget | null;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
  closest?: (selector: string) => unknown;
}

/** Whether a key press lands in something a person types into: input, textarea, select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as ElementLike | null;
  if (!element || typeof element !== "object") return false;
  const tag = element.tagName?.toLowerCase();
  if (tag === "input" || tag === "textarea" || tag === "select") return true;
  if (element.isContentEditable) return true;
  const editable = element.getAttribute?.("contenteditable");
  if (editable !== null && editable !== undefined && editable !== "false") return true;
  return Boolean(element.closest?.('[contenteditable=""],[contenteditable="true"],[contenteditable="plaintext-only"]'));
}

/** Whether the key press comes from a control that Space or the arrows already operate (a button, a slider). */
function isOwnControl(target: EventTarget | null, key: string): boolean {
  const element = target as ElementLike | null;
  if (!element || typeof element !== "object") return false;
  const tag = element.tagName?.toLowerCase();
  const role = element.getAttribute?.("role");
  // Space on a focused button presses that button; letting Inspire act too would do two things at once.
  if (key === " " && (tag === "button" || tag === "a" || role === "button" || role === "radio" || role === "switch"))
    return true;
  return false;
}

/** The action a key press asks for, or null when Inspire should leave it alone. */
export function inspireKeyAction(event: KeyEventLike): InspireKeyAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target) || isOwnControl(event.target, event.key)) return null;
  switch (event.key) {
    case "Escape":
      return "close";
    case "m":
    case "M":
      return "toggle-display";
    case "ArrowLeft":
      return "previous";
    case "ArrowRight":
      return "next";
    case " ":
    case "Spacebar":
      return "toggle-audio";
    case "p":
    case "P":
      return "toggle-rotation";
    default:
      return null;
  }
}
