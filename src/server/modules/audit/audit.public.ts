/** What other modules may use of the audit module: the one writer of audit-log entries. */
export { writeAuditEntry } from "./audit.repository.ts";
