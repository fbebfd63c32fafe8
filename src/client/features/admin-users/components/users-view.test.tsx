import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DELETE_POLICY, type AdminUser } from "#contracts/admin-members.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import type { MembersSearch } from "../search.ts";
import { UsersView } from "./users-view.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const ME = "99999999-9999-4999-8999-999999999999";

function member(n: number, over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    email: `m${n}@example.test`,
    firstname: "Member",
    lastname: `No${n}`,
    name: `Member No${n}`,
    role: "user",
    status: "active",
    created_at: "2026-01-02T10:00:00.000Z",
    disabled_at: null,
    last_sign_in_at: null,
    quotes_count: n,
    comments_count: 2,
    ...over,
  };
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubServer(users: AdminUser[], total = users.length, failWith?: { status: number; message: string }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? "GET";
      calls.push({
        url,
        method,
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      });
      if (method !== "GET" && failWith) {
        return Response.json({ error: "conflict", message: failWith.message }, { status: failWith.status });
      }
      if (method === "PATCH") return Response.json({ ...users[0], status: "disabled" });
      if (method === "DELETE")
        return Response.json({ id: users[0]!.id, deleted: true, quotes_kept: 1, quotes_removed: 0 });
      return Response.json({ users, total });
    }),
  );
  return calls;
}

async function renderView(search: MembersSearch = {}) {
  const onSearchChange = vi.fn();
  await renderWithProviders(<UsersView search={search} viewerId={ME} onSearchChange={onSearchChange} />);
  return { onSearchChange };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("UsersView", () => {
  it("asks for the page, filters and search of the URL, and lists members", async () => {
    const calls = stubServer([member(1), member(2, { role: "admin", id: ME })], 45);
    await renderView({ q: "ada", role: "user", status: "active", page: 2 });
    const table = await screen.findByTestId("members-table");
    expect(calls[0]!.url).toBe("/api/admin/users?q=ada&role=user&status=active&limit=20&offset=20");
    expect(within(table).getAllByTestId("member-row")).toHaveLength(2);
    expect(within(table).getByText("(you)")).toBeTruthy();
    expect(screen.getByText("45 members")).toBeTruthy();
    expect(screen.getByText("21–22 of 45")).toBeTruthy();
  });

  it("changes filters through the URL, back to page 1", async () => {
    stubServer([member(1)]);
    const { onSearchChange } = await renderView({ page: 3 });
    await screen.findByTestId("members-table");
    await userEvent.selectOptions(screen.getByLabelText("Filter by status"), "disabled");
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: "disabled", page: undefined });
  });

  it("says when nothing matches a search", async () => {
    stubServer([]);
    await renderView({ q: "nobody" });
    await screen.findByText("No members match");
  });

  it("confirms a deletion stating the content policy, then deletes and toasts", async () => {
    const calls = stubServer([member(1)]);
    await renderView();
    const table = await screen.findByTestId("members-table");
    await userEvent.click(within(table).getByRole("button", { name: "Actions for Member No1" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete account…" }));
    const dialog = await screen.findByTestId("delete-member-dialog");
    expect(dialog.textContent).toContain(DELETE_POLICY);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("User deleted", { description: "Member No1's account was deleted." }),
    );
    expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith(`/api/admin/users/${member(1).id}`))).toBe(true);
  });

  it("shows the server's refusal in an error toast", async () => {
    stubServer([member(1)], 1, {
      status: 409,
      message: "The last active admin cannot be demoted, disabled or deleted",
    });
    await renderView();
    const table = await screen.findByTestId("members-table");
    await userEvent.click(within(table).getByRole("button", { name: "Actions for Member No1" }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: /^Admin/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Update failed", {
        description: "The last active admin cannot be demoted, disabled or deleted",
      }),
    );
  });

  it("offers no self-demotion, self-disabling or self-deletion", async () => {
    stubServer([member(1, { id: ME, role: "admin" })]);
    await renderView();
    const table = await screen.findByTestId("members-table");
    await userEvent.click(within(table).getByRole("button", { name: "Actions for Member No1" }));
    for (const name of [/^Member/, /^Curator/, /^Admin/]) {
      expect((await screen.findByRole("menuitemradio", { name })).getAttribute("aria-disabled")).toBe("true");
    }
    expect(screen.getByText("You cannot remove your own admin role")).toBeTruthy();
    for (const name of [/Disable account/, /Delete account/]) {
      expect((await screen.findByRole("menuitem", { name })).getAttribute("aria-disabled")).toBe("true");
    }
  });

  it("gives a member the Curator role from the role choice, and shows Curators by their role", async () => {
    const calls = stubServer([member(1), member(2, { role: "superuser" })]);
    await renderView();
    const table = await screen.findByTestId("members-table");
    const rows = within(table).getAllByTestId("member-row");
    expect(within(rows[0]!).getByText("Member")).toBeTruthy();
    expect(within(rows[1]!).getByText("Curator")).toBeTruthy();
    await userEvent.click(within(table).getByRole("button", { name: "Actions for Member No1" }));
    const current = await screen.findByRole("menuitemradio", { name: /^Member/ });
    expect(current.getAttribute("aria-checked")).toBe("true");
    await userEvent.click(screen.getByRole("menuitemradio", { name: /^Curator/ }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Role updated", { description: "Member No1 is now a Curator." }),
    );
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe(`/api/admin/users/${member(1).id}`);
    expect(patch?.body).toEqual({ role: "superuser" });
  });

  it("filters by role: Members, Curators or Admins", async () => {
    stubServer([member(1)]);
    const { onSearchChange } = await renderView();
    await screen.findByTestId("members-table");
    const filter = screen.getByLabelText<HTMLSelectElement>("Filter by role");
    expect([...filter.options].map((o) => o.text)).toEqual(["All roles", "Members", "Curators", "Admins"]);
    await userEvent.selectOptions(filter, "superuser");
    expect(onSearchChange).toHaveBeenLastCalledWith({ role: "superuser", page: undefined });
  });
});
