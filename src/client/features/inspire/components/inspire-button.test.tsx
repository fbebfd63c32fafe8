import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InspireButton, InspireLoadingScreen } from "./inspire-button.tsx";

afterEach(cleanup);

describe("InspireButton", () => {
  it("is a link to the kiosk URL that the app toggles in place, a toggle button to assistive technology", async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<InspireButton active={false} href="/?tags=hope&inspire=full" onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: "Inspire" });
    expect(button.tagName).toBe("A");
    expect(button.getAttribute("href")).toBe("/?tags=hope&inspire=full");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await user.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard(" ");
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it("links the kiosk's loading screen back to the page, for visitors without JavaScript", () => {
    render(<InspireLoadingScreen closeHref="/?tags=hope" />);
    expect(screen.getByRole("link", { name: "Back to the quotes" }).getAttribute("href")).toBe("/?tags=hope");
  });
});
