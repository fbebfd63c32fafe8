import {
  DAILY_MAIL_MESSAGES as M,
  isTimeZone,
  parseDailyMailSource,
  type DailyMailSettingsInput,
  type Subscriptions,
} from "#contracts/daily-mail.ts";

export type SourceKind = "quote_of_the_day" | "list" | "tags";

/** The card's form: the source split into its kind and the list or tags it names; the hour as the select's text. */
export interface MorningMailForm {
  enabled: boolean;
  sourceKind: SourceKind;
  listId: string;
  tags: string;
  hour: string;
  timezone: string;
}

export const DEFAULT_HOUR = 7;

/** The browser's zone when it is a real IANA zone, else UTC. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : "UTC";
  } catch {
    return "UTC";
  }
}

/** The saved settings as the form shows them; before the first save, off at 07:00 in the browser's zone. */
export function toFormValues(saved: Subscriptions["daily"], fallbackZone: string): MorningMailForm {
  if (!saved) {
    return {
      enabled: false,
      sourceKind: "quote_of_the_day",
      listId: "",
      tags: "",
      hour: String(DEFAULT_HOUR),
      timezone: fallbackZone,
    };
  }
  const source = parseDailyMailSource(saved.source);
  const kind: SourceKind = "kind" in source ? source.kind : "quote_of_the_day";
  return {
    enabled: saved.enabled,
    sourceKind: kind,
    listId: "kind" in source && source.kind === "list" ? source.listId : "",
    tags: "kind" in source && source.kind === "tags" ? source.tags.join(", ") : "",
    hour: String(saved.hour),
    timezone: saved.timezone,
  };
}

/** The request's settings; or the field to fix and why, before anything is sent. */
export function toSettings(
  values: MorningMailForm,
): { settings: DailyMailSettingsInput } | { field: keyof MorningMailForm; message: string } {
  let source = "quote_of_the_day";
  if (values.sourceKind === "list") {
    if (!values.listId) return { field: "listId", message: M.listNotYours };
    source = `list:${values.listId}`;
  } else if (values.sourceKind === "tags") {
    const parsed = parseDailyMailSource(`tags:${values.tags}`);
    if ("error" in parsed) return { field: "tags", message: parsed.error };
    if (parsed.kind === "tags") source = `tags:${parsed.tags.join(",")}`;
  }
  return {
    settings: { enabled: values.enabled, source, hour: Number(values.hour), timezone: values.timezone },
  };
}

/** The form field a server error names (`daily.source` is the list or the tags, whichever the member chose). */
export function formFieldOf(serverField: string, kind: SourceKind): keyof MorningMailForm | undefined {
  if (serverField === "daily.hour") return "hour";
  if (serverField === "daily.timezone") return "timezone";
  if (serverField === "daily.source") return kind === "tags" ? "tags" : kind === "list" ? "listId" : "sourceKind";
  if (serverField === "daily.enabled") return "enabled";
  return undefined;
}

/** Every zone the browser knows, with the chosen one kept even when the list lacks it (an alias). */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const all = new Set(["UTC", ...zones]);
  all.add(current);
  return [...all].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
}

/** "07:00" for 7. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** When the next mail goes, in the member's zone: "Saturday 28 November at 07:00". */
export function nextMailText(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long" }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${day} at ${time}`;
}
