import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider, useTheme } from "./theme-provider.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

function ThemeProbe() {
  const { theme, resolvedTheme } = useTheme();
  return <output data-testid="probe">{`${theme}/${resolvedTheme}`}</output>;
}

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
      <ThemeProbe />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove("dark");
});
afterEach(cleanup);

describe("theme", () => {
  it("defaults to system and follows the system preference (light here)", () => {
    renderToggle();
    expect(screen.getByTestId("probe").textContent).toBe("system/light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(window.localStorage.getItem("theme")).toBeNull();
  });

  it("the toggle flips light and dark, writes `theme` and the `dark` class", async () => {
    const user = userEvent.setup();
    renderToggle();

    const toggle = screen.getByRole("button", { name: "Toggle theme" });
    expect(toggle.getAttribute("title")).toBe("Switch to dark theme");
    await user.click(toggle);
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(screen.getByTestId("probe").textContent).toBe("dark/dark");

    expect(toggle.getAttribute("title")).toBe("Switch to light theme");
    await user.click(toggle);
    expect(window.localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(screen.getByTestId("probe").textContent).toBe("light/light");
  });

  it("starts from the stored theme", () => {
    window.localStorage.setItem("theme", "dark");
    renderToggle();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(screen.getByRole("button", { name: "Toggle theme" }).getAttribute("title")).toBe("Switch to light theme");
  });

  it("ignores an unknown stored value", () => {
    window.localStorage.setItem("theme", "sepia");
    renderToggle();
    expect(screen.getByTestId("probe").textContent).toBe("system/light");
  });

  it("follows a change made in another tab", () => {
    renderToggle();
    act(() => {
      window.localStorage.setItem("theme", "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    });
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
