import { describe, expect, it } from "vitest";
import { ADMIN_MEMBER_MESSAGES as M } from "#contracts/admin-members.ts";
import { memberActions, patchFor, successToast } from "./member-actions.ts";

const me = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";

describe("member actions", () => {
  it("offers promote, disable and delete for an active user", () => {
    const actions = memberActions({ id: other, role: "user", status: "active" }, me);
    expect(actions.map((a) => a.key)).toEqual(["promote", "disable", "delete"]);
    expect(actions.every((a) => a.unavailable === undefined)).toBe(true);
    expect(actions.filter((a) => a.confirm).map((a) => a.key)).toEqual(["disable", "delete"]);
  });

  it("offers demote and enable for a disabled admin", () => {
    expect(memberActions({ id: other, role: "admin", status: "disabled" }, me).map((a) => a.key)).toEqual([
      "demote",
      "enable",
      "delete",
    ]);
  });

  it("refuses every action on oneself, with the server's reasons", () => {
    const actions = memberActions({ id: me, role: "admin", status: "active" }, me);
    expect(actions.map((a) => a.unavailable)).toEqual([M.selfDemote, M.selfDisable, M.selfDelete]);
  });

  it("maps actions to PATCH bodies and toasts", () => {
    expect(patchFor("promote")).toEqual({ role: "admin" });
    expect(patchFor("demote")).toEqual({ role: "user" });
    expect(patchFor("disable")).toEqual({ disabled: true });
    expect(patchFor("enable")).toEqual({ disabled: false });
    expect(successToast("disable", "Mel Member")).toEqual({
      title: "User disabled",
      description: "Mel Member was signed out everywhere and cannot sign in.",
    });
    expect(successToast("promote", "Mel").title).toBe("Role updated");
  });
});
