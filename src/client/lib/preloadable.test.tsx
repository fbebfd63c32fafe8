import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const module = { default: Greeting };

describe("preloadable", () => {
  it("renders at once, without suspending, once its code has been preloaded", async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const { Component, preload } = preloadable(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    // Synchronously: no fallback, no wait for React to reveal the content.
    expect(screen.getByText("Hello, Ada")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads on first render when it was not preloaded, once", async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const { Component, preload } = preloadable(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByText("Hello, Grace")).toBeTruthy();
    await act(() => preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(module);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow("offline");
    await expect(preload()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
