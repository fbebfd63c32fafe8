import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Notification } from "#contracts/notifications.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import NotificationBell from "./notification-bell.tsx";
import NotificationsPanel from "./notifications-panel.tsx";

const USER = "11111111-1111-4111-8111-111111111111";

function notice(n: number, over: Partial<Notification> = {}): Notification {
  return {
    id: `a0000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    kind: "attribution_changed",
    quote_id: `90000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    quote_slug: `quote-${n}`,
    message: `A quote you saved is now marked misattributed (${n})`,
    created_at: new Date(Date.now() - n * 3_600_000).toISOString(),
    read_at: null,
    ...over,
  };
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The server's notices, marked read as it is asked to. */
function stubServer(notices: Notification[], extraUnread = 0) {
  const calls: Call[] = [];
  let list = notices;
  const unread = () => list.filter((n) => n.read_at === null).length + extraUnread;
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? "GET";
      const body =
        typeof init?.body === "string" ? (JSON.parse(init.body) as { ids?: string[]; all?: true }) : undefined;
      calls.push({ url, method, body });
      if (method === "POST") {
        const marks = (id: string) => body?.all === true || (body?.ids ?? []).includes(id);
        const before = unread();
        list = list.map((n) => (marks(n.id) && !n.read_at ? { ...n, read_at: new Date().toISOString() } : n));
        if (body?.all) extraUnread = 0;
        return Response.json({ marked: before - unread(), unread: unread() });
      }
      return Response.json({ notifications: list, unread: unread() });
    }),
  );
  return calls;
}

beforeEach(() => window.sessionStorage.setItem("auth_token", "a-stored-token-longer-than-ten"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("NotificationBell", () => {
  it("shows the unread count in its name, marks the notices it shows read, and links each to its quote", async () => {
    const calls = stubServer([notice(1), notice(2), notice(3, { read_at: "2026-11-01T00:00:00.000Z" })], 4);
    await renderWithProviders(<NotificationBell userId={USER} />);
    const bell = await screen.findByRole("button", { name: "Notifications, 6 unread" });
    expect(calls[0]!.url).toBe("/api/notifications?limit=10");
    expect(screen.getByTestId("notification-count").textContent).toBe("6");

    await userEvent.click(bell);
    const popover = await screen.findByRole("dialog", { name: "Notifications" });
    const items = within(popover).getAllByTestId("notification");
    expect(items).toHaveLength(3);
    // What was new when it opened keeps its dot while it is open.
    expect(items.map((item) => item.dataset.unread === "true")).toEqual([true, true, false]);
    expect(within(items[0]!).getByRole("link").getAttribute("href")).toBe("/quote/quote-1");
    expect(items[0]!.textContent).toContain("Unread: A quote you saved is now marked misattributed (1)");
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/notifications/read",
      body: { ids: [notice(1).id, notice(2).id] },
    });
    // Notices beyond the ten shown stay unread.
    await screen.findByRole("button", { name: "Notifications, 4 unread" });

    await userEvent.click(within(popover).getByRole("button", { name: "Mark all as read" }));
    await screen.findByRole("button", { name: "Notifications" });
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ all: true });
    expect(screen.queryByTestId("notification-count")).toBeNull();
    expect(
      within(popover)
        .getAllByTestId("notification")
        .every((item) => item.dataset.unread === undefined),
    ).toBe(true);
  });

  it("says when there is nothing yet", async () => {
    stubServer([]);
    await renderWithProviders(<NotificationBell userId={USER} />);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Mark all as read" }).disabled).toBe(true);
  });
});

describe("a page whose session has ended", () => {
  it("asks for no notices", async () => {
    window.sessionStorage.clear();
    const calls = stubServer([notice(1)]);
    await renderWithProviders(<NotificationBell userId={USER} />);
    await screen.findByRole("button", { name: "Notifications" });
    expect(calls).toEqual([]);
  });
});

describe("NotificationsPanel", () => {
  it("lists read and unread notices and marks all read", async () => {
    const calls = stubServer([notice(1), notice(2, { read_at: "2026-11-01T00:00:00.000Z" })]);
    await renderWithProviders(<NotificationsPanel userId={USER} />);
    expect((await screen.findByTestId("notifications-unread")).textContent).toBe("1 unread notification");
    expect(calls[0]!.url).toBe("/api/notifications");
    const items = screen.getAllByTestId("notification");
    expect(items.map((item) => item.dataset.unread === "true")).toEqual([true, false]);
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByTestId("notifications-unread").textContent).toBe("All caught up"));
    expect(calls.at(-1)).toMatchObject({ method: "POST", body: { all: true } });
    expect(screen.getAllByTestId("notification").every((item) => item.dataset.unread === undefined)).toBe(true);
  });
});
