import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./deferred-dialog.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "./deferred-popover.tsx";

afterEach(cleanup);

function TextSize() {
  return (
    <Popover>
      <PopoverTrigger>Text size</PopoverTrigger>
      <PopoverContent aria-label="Text size options">Small, medium or large</PopoverContent>
    </Popover>
  );
}

function About() {
  return (
    <Dialog>
      <DialogTrigger>About Us</DialogTrigger>
      <DialogContent>
        <DialogTitle>About Echoes</DialogTitle>
        <DialogDescription>Quotes worth sharing.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe("deferred overlays", () => {
  it("render the trigger as Radix does, and no content, on the server", () => {
    const html = renderToString(<TextSize />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-state="closed"');
    expect(html).not.toContain("aria-controls");
    expect(html).not.toContain("Small, medium or large");
  });

  it("open a popover on a press, point the trigger at it, and give focus back when Escape closes it", async () => {
    render(<TextSize />);
    const trigger = screen.getByRole("button", { name: "Text size" });
    await userEvent.click(trigger);
    const content = await screen.findByRole("dialog", { name: "Text size options" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(content.id);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("close a popover when its trigger is pressed again, without opening it anew", async () => {
    render(<TextSize />);
    const trigger = screen.getByRole("button", { name: "Text size" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog");
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(trigger.getAttribute("data-state")).toBe("closed");
  });

  it("open a dialog named by its title, and give focus back to the trigger when it closes", async () => {
    render(<About />);
    const trigger = screen.getByRole("button", { name: "About Us" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "About Echoes" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
