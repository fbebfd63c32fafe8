import { describe, expect, it } from "vitest";
import { ADMIN_MEMBER_MESSAGES as M } from "#contracts/admin-members.ts";
import { memberActions, patchFor, roleChoice, successToast } from "./member-actions.ts";

const me = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";

describe("member actions", () => {
  it("offers disable and delete for an active member, both asked first", () => {
    const actions = memberActions({ id: other, role: "user", status: "active" }, me);
    expect(actions.map((a) => a.key)).toEqual(["disable", "delete"]);
    expect(actions.every((a) => a.unavailable === undefined)).toBe(true);
    expect(actions.filter((a) => a.confirm).map((a) => a.key)).toEqual(["disable", "delete"]);
  });

  it("offers enable for a disabled account", () => {
    expect(memberActions({ id: other, role: "admin", status: "disabled" }, me).map((a) => a.key)).toEqual([
      "enable",
      "delete",
    ]);
  });

  it("reads a Curator's role, and refuses every action on oneself with the server's reasons", () => {
    expect(roleChoice({ id: other, role: "superuser" }, me)).toEqual({ current: "superuser", unavailable: undefined });
    expect(roleChoice({ id: me, role: "admin" }, me)).toEqual({ current: "admin", unavailable: M.selfDemote });
    const actions = memberActions({ id: me, role: "admin", status: "active" }, me);
    expect(actions.map((a) => a.unavailable)).toEqual([M.selfDisable, M.selfDelete]);
  });

  it("maps actions to PATCH bodies and toasts", () => {
    expect(patchFor({ key: "role", role: "superuser" })).toEqual({ role: "superuser" });
    expect(patchFor({ key: "role", role: "user" })).toEqual({ role: "user" });
    expect(patchFor({ key: "disable" })).toEqual({ disabled: true });
    expect(patchFor({ key: "enable" })).toEqual({ disabled: false });
    expect(successToast({ key: "disable" }, "Mel Member")).toEqual({
      title: "User disabled",
      description: "Mel Member was signed out everywhere and cannot sign in.",
    });
    expect(successToast({ key: "role", role: "superuser" }, "Mel")).toEqual({
      title: "Role updated",
      description: "Mel is now a Curator.",
    });
    expect(successToast({ key: "role", role: "admin" }, "Mel").description).toBe("Mel is now an Admin.");
  });
});
