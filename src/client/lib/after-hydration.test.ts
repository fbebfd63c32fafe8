import { afterEach, describe, expect, it } from "vitest";
import { SSR_STATE_ELEMENT_ID } from "#contracts/page-render.ts";
import { afterHydration } from "./after-hydration.ts";

/** Whether the promise has settled after the pending microtasks and a task. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("afterHydration", () => {
  afterEach(() => {
    document.getElementById(SSR_STATE_ELEMENT_ID)?.remove();
    document.documentElement.removeAttribute("data-hydrated");
  });

  it("resolves at once on a page the server did not render", async () => {
    expect(await settled(afterHydration())).toBe(true);
  });

  it("waits on a server-rendered page until the app has taken it over", async () => {
    const state = document.createElement("script");
    state.id = SSR_STATE_ELEMENT_ID;
    state.type = "application/json";
    document.body.append(state);

    const waiting = afterHydration();
    expect(await settled(waiting)).toBe(false);
    document.documentElement.setAttribute("data-hydrated", "");
    expect(await settled(waiting)).toBe(true);
    // Later pages of the same visit do not wait.
    expect(await settled(afterHydration())).toBe(true);
  });
});
