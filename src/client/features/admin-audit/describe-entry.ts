import type { AuditEntry } from "#contracts/admin-members.ts";
import { excerpt } from "#client/lib/excerpt.ts";

const ACTIONS: Record<string, string> = {
  "quote.create": "created a quote",
  "quote.update": "edited a quote",
  "quote.delete": "deleted a quote",
  "quote.approve": "approved a quote",
  "quote.reject": "rejected a quote",
  "audio.approve": "approved a member's audio for",
  "audio.reject": "rejected a member's audio for",
  "comment.update": "edited a comment",
  "comment.delete": "deleted a comment",
  "report.resolve": "resolved a report",
  "report.dismiss": "dismissed a report",
  "report.reopen": "reopened a report",
  "user.role_change": "changed the role of",
  "user.disable": "disabled",
  "user.enable": "enabled",
  "user.delete": "deleted the account of",
};

/** What an approved member's audio replaced. */
const REPLACED: Record<string, string> = {
  admin: "replaced an admin's narration",
  member: "replaced earlier member audio",
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

export interface DescribedEntry {
  /** Who acted, when the entry names them itself (a member deleting their own account leaves no actor row). */
  actor?: string;
  /** "approved a quote" (unknown actions read as their code). */
  verb: string;
  /** Who or what it was about, in words: "Mel Member", "“The only way…”", "pending → rejected". */
  subject?: string;
  /** Extra detail: a reason, a note, a role change. */
  detail?: string;
  /** The quote the entry is about, for a link (it may have been deleted since). */
  quoteId?: string;
}

/** An audit-log row in words, from its action and details. */
export function describeEntry(
  entry: Pick<AuditEntry, "action" | "entity_type" | "entity_id" | "details">,
): DescribedEntry {
  const d = entry.details;
  const verb = ACTIONS[entry.action] ?? entry.action;
  switch (entry.entity_type) {
    case "user": {
      const name = text(d.name);
      const detail =
        entry.action === "user.role_change" && text(d.from) && text(d.to)
          ? `${text(d.from)} → ${text(d.to)}`
          : entry.action === "user.delete" && typeof d.quotes_kept === "number"
            ? `${d.quotes_kept} approved kept, ${typeof d.quotes_removed === "number" ? d.quotes_removed : 0} unpublished removed`
            : undefined;
      if (entry.action === "user.delete" && d.by === "self") {
        return { actor: name ?? "A member", verb: "deleted their own account", detail };
      }
      return { verb, subject: name ?? "an account", detail };
    }
    case "quote": {
      const snippet = text(d.text);
      const reason = text(d.reason);
      const change = text(d.from) && text(d.to) ? `${text(d.from)} → ${text(d.to)}` : undefined;
      const replaced = entry.action === "audio.approve" ? REPLACED[text(d.replaced) ?? ""] : undefined;
      return {
        verb,
        subject: snippet ? `“${excerpt(snippet, 80)}”` : undefined,
        detail: [change, reason && `reason: ${reason}`, replaced].filter(Boolean).join(" · ") || undefined,
        quoteId: entry.action === "quote.delete" ? undefined : (entry.entity_id ?? undefined),
      };
    }
    case "comment": {
      const content = text(d.content);
      return { verb, subject: content ? `“${excerpt(content, 80)}”` : undefined, quoteId: text(d.quote_id) };
    }
    case "report": {
      const note = text(d.note);
      return { verb, detail: note ? `note: ${excerpt(note, 80)}` : undefined, quoteId: text(d.quote_id) };
    }
    default:
      return { verb };
  }
}
