import { describe, expect, it } from "vitest";
import { DAILY_MAIL_MESSAGES as M } from "#contracts/daily-mail.ts";
import { formFieldOf, nextMailText, timeZoneChoices, toFormValues, toSettings } from "./settings-form.ts";

const LIST = "0b7c1d0e-3f0a-4c55-9a39-9d3f5e0c2a11";

describe("the morning e-mail form", () => {
  it("starts off at 07:00 in the browser's zone, and reads saved settings back", () => {
    expect(toFormValues(null, "Europe/Paris")).toMatchObject({ enabled: false, hour: "7", timezone: "Europe/Paris" });
    expect(toFormValues({ enabled: true, source: `list:${LIST}`, hour: 6, timezone: "Asia/Tokyo" }, "UTC")).toEqual({
      enabled: true,
      sourceKind: "list",
      listId: LIST,
      tags: "",
      hour: "6",
      timezone: "Asia/Tokyo",
    });
    expect(toFormValues({ enabled: true, source: "tags:life,hope", hour: 6, timezone: "UTC" }, "UTC").tags).toBe(
      "life, hope",
    );
  });

  it("writes the source the API takes, and names the field to fix before sending", () => {
    const base = { enabled: true, listId: "", tags: "", hour: "8", timezone: "UTC" };
    expect(toSettings({ ...base, sourceKind: "quote_of_the_day" })).toEqual({
      settings: { enabled: true, source: "quote_of_the_day", hour: 8, timezone: "UTC" },
    });
    expect(toSettings({ ...base, sourceKind: "list", listId: LIST })).toMatchObject({
      settings: { source: `list:${LIST}` },
    });
    expect(toSettings({ ...base, sourceKind: "tags", tags: " Life ,hope,, " })).toMatchObject({
      settings: { source: "tags:life,hope" },
    });
    expect(toSettings({ ...base, sourceKind: "tags", tags: " , " })).toEqual({
      field: "tags",
      message: M.tagsRequired,
    });
    expect(toSettings({ ...base, sourceKind: "list" })).toEqual({ field: "listId", message: M.listNotYours });
  });

  it("puts the server's field errors on the field the member sees", () => {
    expect(formFieldOf("daily.source", "list")).toBe("listId");
    expect(formFieldOf("daily.source", "tags")).toBe("tags");
    expect(formFieldOf("daily.timezone", "list")).toBe("timezone");
    expect(formFieldOf("daily.hour", "tags")).toBe("hour");
    expect(formFieldOf("other", "tags")).toBeUndefined();
  });

  it("lists UTC first and keeps a saved alias; says when the next mail goes in the member's zone", () => {
    const zones = timeZoneChoices("Asia/Calcutta");
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Asia/Calcutta");
    expect(zones).toContain("Europe/Paris");
    expect(nextMailText("2027-03-14T07:00:00Z", "America/New_York")).toBe("Sunday 14 March at 03:00");
  });
});
