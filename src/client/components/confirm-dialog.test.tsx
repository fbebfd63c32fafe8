import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmDialog } from "./confirm-dialog.tsx";

afterEach(cleanup);

describe("ConfirmDialog", () => {
  it("asks with a title, a description, Cancel and the confirming button", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete this thing?"
        description="It goes for good."
        confirmLabel="Delete thing"
        testId="delete-thing-dialog"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete this thing?" });
    expect(dialog.dataset.testid).toBe("delete-thing-dialog");
    expect(screen.getByText("It goes for good.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Delete thing" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("while pending: both buttons disabled, the pending label shown, and the dialog stays open", async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        pending
        onOpenChange={onOpenChange}
        title="Delete?"
        description="Gone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Deleting..." })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("with onSubmit, holds a form whose submit is the confirming button", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ConfirmDialog
        open
        onOpenChange={vi.fn()}
        title="Delete your account?"
        description="Everything goes."
        confirmLabel="Delete my account"
        confirmTestId="confirm"
        onSubmit={onSubmit}
      >
        <input aria-label="Password" />
      </ConfirmDialog>,
    );
    const button = screen.getByTestId("confirm");
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.closest("form")?.contains(screen.getByLabelText("Password"))).toBe(true);
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
