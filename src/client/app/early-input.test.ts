import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replayEarlyInput } from "./early-input.ts";

/** index.html's inline script that holds input until the app has started. */
const holdingScript = (() => {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, "../../../index.html"), "utf8");
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .find((code) => code.includes("__echoesEarlyInput"));
  if (!script) throw new Error("index.html has no input-holding script");
  return script;
})();

/** The page as the server sent it, with index.html's script running and the app not yet started. */
function serverPage(body: string) {
  document.body.innerHTML = `<div id="root">${body}</div>`;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's own inline script, run as a page runs it
  const run = new Function(holdingScript) as () => void;
  run();
}

/** What the app's handlers (on the document, as React's) receive, in order. */
function recordAppEvents(types: string[]) {
  const seen: string[] = [];
  for (const type of types) {
    document.addEventListener(type, (event) => seen.push(`${type}:${(event.target as Element).id}`));
  }
  return seen;
}

const click = (id: string) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));

describe("input before the app has started", () => {
  let seen: string[];
  beforeEach(() => {
    serverPage(`<button id="signin">Sign In</button><button id="theme">Theme</button>
      <input id="q" type="search" value=""><a id="link" href="#quote">A quote</a>`);
    seen = recordAppEvents(["pointerdown", "mousedown", "pointerup", "mouseup", "click", "input", "keydown"]);
  });
  afterEach(async () => {
    await replayEarlyInput();
    document.body.innerHTML = "";
  });

  it("holds a click from the app, marks its control as pending, then replays it as a whole press", async () => {
    click("signin");
    expect(seen).toEqual([]);
    expect(document.querySelectorAll(".early-input-pending")).toHaveLength(1);
    expect(document.documentElement.hasAttribute("data-input-pending")).toBe(true);

    await replayEarlyInput();
    expect(seen.filter((event) => !event.startsWith("input"))).toEqual([
      "pointerdown:signin",
      "mousedown:signin",
      "pointerup:signin",
      "mouseup:signin",
      "click:signin",
    ]);
    expect(document.querySelectorAll(".early-input-pending")).toHaveLength(0);
    expect(document.documentElement.hasAttribute("data-input-pending")).toBe(false);
  });

  it("replays clicks in the order they came, and lets later input through at once", async () => {
    click("theme");
    click("signin");
    await replayEarlyInput();
    expect(seen.filter((event) => event.startsWith("click"))).toEqual(["click:theme", "click:signin"]);
    click("theme");
    expect(seen.at(-1)).toBe("click:theme");
  });

  it("drops a click whose control has left the page instead of applying it elsewhere", async () => {
    click("signin");
    document.getElementById("signin")!.remove();
    await replayEarlyInput();
    expect(seen).toEqual([]);
  });

  it("leaves links to the browser", () => {
    const followed: boolean[] = [];
    document.addEventListener("click", (event) => followed.push(!event.defaultPrevented));
    click("link");
    expect(followed).toEqual([true]);
    expect(document.querySelectorAll(".early-input-pending")).toHaveLength(0);
  });

  it("hands typed text to the app as the field's value, with an input event", async () => {
    const field = document.getElementById("q") as HTMLInputElement;
    field.value = "hope";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(seen).toEqual([]);
    await replayEarlyInput();
    expect(field.value).toBe("hope");
    expect(seen.filter((event) => event === "input:q")).toHaveLength(1);
  });

  it("replays a key pressed on the page", async () => {
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    expect(seen).toEqual([]);
    await replayEarlyInput();
    expect(seen).toEqual(["keydown:"]);
  });
  // The app's window events are held and sent again too: first-paint.spec.ts checks it in Chromium.
});
