/**
 * Input that arrived before React took the server-rendered page over, as index.html's inline script held it
 * (decision 031): replayed in order, once, on the hydrated tree. An event whose element has left the page is
 * dropped, never applied elsewhere.
 */

type HeldInput =
  | { type: "click"; target: EventTarget; init: MouseEventInit; pointerType: string }
  | { type: "keydown"; target: EventTarget; init: KeyboardEventInit; activates: boolean }
  | { type: "submit"; target: EventTarget; submitter: HTMLElement | null }
  | { type: "field"; target: EventTarget; value: string; selection: [number, number] | null }
  | { type: "window"; name: string; detail: unknown };

export interface EarlyInput {
  /** Stops holding input and hands over what was held, oldest first. */
  take(): HeldInput[];
  /** Removes the pending marks from the held controls. */
  clear(): void;
}

const HANDOFF = "__echoesEarlyInput";

function earlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[HANDOFF];
}

/** Whether a visitor has already clicked, pressed or submitted something that waits for the app. */
export function hasHeldInput(): boolean {
  return document.documentElement.hasAttribute("data-input-pending");
}

const connected = (target: EventTarget): target is Element => target instanceof Element && target.isConnected;

/**
 * Text typed or an option chosen before hydration, as the field's value then: React's state still holds the
 * server's value (and React may have rendered it back into the field). The field gets its value and the event
 * React listens for, made so that React sees a change: its value tracker is first set to React's own value.
 */
function replayField(field: Element, value: string, selection: [number, number] | null) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (value === field.defaultValue && value === field.value) return;
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (selection && document.activeElement === field && canSelect(field)) field.setSelectionRange(...selection);
}

function canSelect(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  return field instanceof HTMLTextAreaElement || /^(text|search|url|tel|password)$/.test(field.type);
}

/** A click as the browser makes it: the pointer's whole press and release, or a bare click from the keyboard. */
function replayClick(target: Element, init: MouseEventInit, pointerType: string) {
  if (init.detail !== 0) {
    const pointer = { ...init, pointerId: 1, isPrimary: true, pointerType };
    target.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, buttons: 1 }));
    target.dispatchEvent(new MouseEvent("mousedown", { ...init, buttons: 1 }));
    target.dispatchEvent(new PointerEvent("pointerup", { ...pointer, buttons: 0 }));
    target.dispatchEvent(new MouseEvent("mouseup", { ...init, buttons: 0 }));
  }
  target.dispatchEvent(new MouseEvent("click", init));
}

/** A key press; Enter or Space on a control then activates it, unless the app handled the key itself. */
function replayKey(target: EventTarget, init: KeyboardEventInit, activates: boolean) {
  const at = connected(target) ? target : document.body;
  const event = new KeyboardEvent("keydown", init);
  at.dispatchEvent(event);
  if (activates && !event.defaultPrevented && at instanceof HTMLElement && at !== document.body) at.click();
}

/**
 * React hydrates the page's parts (Suspense boundaries) one by one, after the shell. An event that reaches a part
 * not yet hydrated makes React hydrate it at once, if the event is one React replays: an `input` event that does
 * not bubble does that, and reaches no handler.
 */
function hydrateAround(target: Element) {
  target.dispatchEvent(new Event("input", { bubbles: false }));
}

function replay(input: HeldInput) {
  if (input.type !== "window" && connected(input.target)) hydrateAround(input.target);
  switch (input.type) {
    case "click":
      if (connected(input.target)) replayClick(input.target, input.init, input.pointerType);
      return;
    case "keydown":
      // A key pressed on nothing in particular goes to the page, as it did.
      if (connected(input.target) || input.target === document.body) {
        replayKey(input.target, input.init, input.activates);
      }
      return;
    case "submit": {
      const form = input.target;
      if (!(form instanceof HTMLFormElement) || !form.isConnected) return;
      const submitter = input.submitter?.isConnected && form.contains(input.submitter) ? input.submitter : null;
      form.requestSubmit(submitter);
      return;
    }
    case "field":
      if (connected(input.target)) replayField(input.target, input.value, input.selection);
      return;
    case "window":
      window.dispatchEvent(new CustomEvent(input.name, { detail: input.detail }));
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands what was held to the hydrated app. Each event gets a task of its own, as it had: what one changes (a
 * field's value, an open popover) is rendered, its effects run, before the next one arrives.
 */
export async function replayEarlyInput(): Promise<void> {
  const early = earlyInput();
  if (!early) return;
  const held = early.take();
  try {
    for (const input of held) {
      replay(input);
      await nextTask();
    }
  } finally {
    early.clear();
  }
}
