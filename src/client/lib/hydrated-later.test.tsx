import { Suspense, useEffect } from "react";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SSR_STATE_ELEMENT_ID } from "#contracts/page-render.ts";
import { hydratedLater } from "./hydrated-later.tsx";

let hydrated = false;
function Credit({ name }: { name: string }) {
  useEffect(() => {
    hydrated = true;
  }, []);
  return (
    <p>
      Translated by <a href="/quote/original">{name}</a>
    </p>
  );
}

describe("hydratedLater", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
    document.documentElement.removeAttribute("data-hydrated");
    hydrated = false;
  });

  it("keeps the server's HTML of a part, and loads its code only once the app has taken the page over", async () => {
    // A page the server rendered, as the browser receives it.
    const state = document.createElement("script");
    state.id = SSR_STATE_ELEMENT_ID;
    document.body.append(state);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Credit name="John Veitch" />
      </Suspense>,
    );
    document.body.append(container);
    const serverLink = container.querySelector("a");

    const load = vi.fn(() => Promise.resolve({ default: Credit }));
    const LaterCredit = hydratedLater(load);
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={null}>
          <LaterCredit name="John Veitch" />
        </Suspense>,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe("Translated by John Veitch");
    expect(hydrated).toBe(false);

    await act(async () => {
      document.documentElement.setAttribute("data-hydrated", "");
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledOnce();
    expect(hydrated).toBe(true);
    // Hydrated in place: the same element the server wrote.
    expect(container.querySelector("a")).toBe(serverLink);
  });
});
