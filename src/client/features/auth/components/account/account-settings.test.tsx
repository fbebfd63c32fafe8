import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACCOUNT_MESSAGES } from "#contracts/account.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import { attachmentFileName } from "../../api/download-export.ts";
import { AccountSettings } from "./account-settings.tsx";

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    handler(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, init),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const wrongPassword = () =>
  Response.json(
    {
      error: "wrong_password",
      message: ACCOUNT_MESSAGES.wrongPassword,
      fields: { password: ACCOUNT_MESSAGES.wrongPassword },
    },
    { status: 403 },
  );

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem("auth_token", "a-stored-token-longer-than-ten");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the account settings", () => {
  it("deletes the account only with the right password, showing the server's refusal at the field", async () => {
    const bodies: unknown[] = [];
    let attempts = 0;
    const fetchMock = stubFetch((url, init) => {
      expect(url).toBe("/api/users/me");
      expect(init?.method).toBe("DELETE");
      bodies.push(JSON.parse(init?.body as string));
      attempts += 1;
      return attempts === 1
        ? wrongPassword()
        : Response.json({ deleted: true, quotes_kept: 1, quotes_removed: 2, message: ACCOUNT_MESSAGES.accountDeleted });
    });
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<AccountSettings onDeleted={onDeleted} />);

    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await within(dialog).findByText(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect(fetchMock).not.toHaveBeenCalled();

    const field = within(dialog).getByLabelText("Your password");
    await user.type(field, "not it");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await within(dialog).findByText(ACCOUNT_MESSAGES.wrongPassword);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(onDeleted).not.toHaveBeenCalled();
    // A refused confirmation is not a refused session: the stored token stays.
    expect(window.sessionStorage.getItem("auth_token")).not.toBeNull();

    await user.clear(field);
    await user.type(field, "the right one");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ deleted: true })));
    expect(bodies).toEqual([{ password: "not it" }, { password: "the right one" }]);
  });

  it("changes the password: checks the confirmation here, then sends the current and the new one", async () => {
    const fetchMock = stubFetch(() => Response.json({ message: ACCOUNT_MESSAGES.passwordChanged }));
    const user = userEvent.setup();
    await renderWithProviders(<AccountSettings onDeleted={() => undefined} />);
    const form = screen.getByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText("Current password"), "old secret");
    await user.type(within(form).getByLabelText("New password"), "new secret");
    await user.type(within(form).getByLabelText("Confirm new password"), "new secrex");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await within(form).findByText("Passwords don't match");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText("Confirm new password"));
    await user.type(within(form).getByLabelText("Confirm new password"), "new secret");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/change-password");
    expect(JSON.parse(init?.body as string)).toEqual({ current_password: "old secret", password: "new secret" });
    // Cleared after success.
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>("Current password").value).toBe(""));
  });

  it("reads the download's file name from Content-Disposition", () => {
    expect(attachmentFileName('attachment; filename="echoes-export-2026-11-24.json"')).toBe(
      "echoes-export-2026-11-24.json",
    );
    expect(attachmentFileName(null)).toBeUndefined();
    expect(attachmentFileName("attachment")).toBeUndefined();
  });
});
