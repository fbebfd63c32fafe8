import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "#client/lib/toast.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import { ShareDialog } from "./share-dialog.tsx";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const quote = {
  id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
  url_slug: "seneca-luck",
  text: "Luck favours the ready.",
  author: "Seneca",
  user_id: null,
};

let openSpy: { mockRestore: () => void } | undefined;
function spyOnOpen() {
  const spy = vi.spyOn(window, "open").mockReturnValue(null);
  openSpy = spy;
  return spy;
}

async function openDialog() {
  await renderWithProviders(<ShareDialog quote={quote} viewer={null} open onOpenChange={() => undefined} />);
  return screen.findByRole("dialog", { name: "Share this quote" });
}

beforeEach(() => {
  // The preview tab is not opened in these tests; its image request never answers.
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  openSpy?.mockRestore();
  openSpy = undefined;
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe("ShareDialog", () => {
  it("opens a platform in a 600×400 popup with the tracked link", async () => {
    const open = spyOnOpen();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "X (Twitter)" }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect(name).toBe("share-twitter");
    expect(features).toMatch(/(^|,)width=600(,|$)/);
    expect(features).toMatch(/(^|,)height=400(,|$)/);
    const shared = new URL(new URL(String(url)).searchParams.get("url")!);
    expect(shared.pathname).toBe("/quote/seneca-luck");
    expect(shared.searchParams.get("utm_source")).toBe("quote_share");
  });

  it("copies the link for TikTok, with a toast", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const open = spyOnOpen();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: /TikTok/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Copied to clipboard", expect.anything()));
    expect(writeText.mock.calls[0]?.[0]).toContain("/quote/seneca-luck?utm_source=quote_share");
    expect(open).not.toHaveBeenCalled();
  });

  it("says Copy failed when the clipboard refuses", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to copy", expect.anything()));
  });

  it("says native sharing is not available without navigator.share", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Share via your device…" }));
    expect(toast.error).toHaveBeenCalledWith("Share failed", { description: "Native sharing is not available" });
  });

  it("offers Regenerate in the preview to the quote's owner, while the image loads", async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ShareDialog
        quote={{ ...quote, user_id: "11111111-1111-4111-8111-111111111111" }}
        viewer={{ id: "11111111-1111-4111-8111-111111111111", role: "user" }}
        open
        onOpenChange={() => undefined}
      />,
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("tab", { name: "Preview" }));
    expect(await within(dialog).findByRole("button", { name: "Regenerate" })).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe("Loading preview...");
  });
});
