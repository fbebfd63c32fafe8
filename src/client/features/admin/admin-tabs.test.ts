import { describe, expect, it } from "vitest";
import { adminTabOf, adminTabsFor } from "./admin-tabs.ts";

describe("admin tabs", () => {
  it("gives admins every tab, Corrections among them, a Curator Corrections alone and a member none", () => {
    expect(adminTabsFor("admin").map((tab) => tab.label)).toEqual([
      "Overview",
      "Moderation",
      "Reports",
      "Corrections",
      "Comments",
      "Users",
      "Audio",
      "Audit log",
    ]);
    expect(adminTabsFor("superuser").map((tab) => tab.to)).toEqual(["/admin/corrections"]);
    expect(adminTabsFor("user")).toEqual([]);
    expect(adminTabsFor(null)).toEqual([]);
  });

  it("knows which tab a path opens, so that a Curator is refused every other one", () => {
    expect(adminTabOf("/admin")?.label).toBe("Overview");
    expect(adminTabOf("/admin/")?.label).toBe("Overview");
    expect(adminTabOf("/admin/users")?.permission).toBe("viewAdminPanel");
    expect(adminTabOf("/admin/corrections/")?.permission).toBe("curateAttribution");
    expect(adminTabOf("/admin/audit")?.label).toBe("Audit log");
    expect(adminTabOf("/admin/nowhere")).toBeUndefined();
  });
});
