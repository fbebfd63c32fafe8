import { SESSION_CAUTION_SECONDS, SESSION_SECONDS, SESSION_WARNING_SECONDS } from "#contracts/constants.ts";

/**
 * The session timer of docs/product/accounts-and-roles.md: Active from sign-in, Refresh after 45 minutes, Expiring after 50 minutes,
 * Expired (signed out) at 60 minutes.
 */
export type SessionTimerStatus = "active" | "refresh" | "expiring" | "expired";

export const SESSION_STATUS_LABELS: Record<SessionTimerStatus, string> = {
  active: "Active",
  refresh: "Refresh",
  expiring: "Expiring",
  expired: "Expired",
};

export function sessionTimerStatus(elapsedSeconds: number): SessionTimerStatus {
  if (elapsedSeconds >= SESSION_SECONDS) return "expired";
  if (elapsedSeconds >= SESSION_WARNING_SECONDS) return "expiring";
  if (elapsedSeconds >= SESSION_CAUTION_SECONDS) return "refresh";
  return "active";
}

/** Whole seconds since the session started (never negative, e.g. when the clock moved back). */
export function elapsedSeconds(sessionStart: number, now: number): number {
  return Math.max(0, Math.floor((now - sessionStart) / 1000));
}

/** Whole seconds until the session ends. */
export function secondsLeft(elapsed: number): number {
  return Math.max(0, SESSION_SECONDS - elapsed);
}

/** 3599 → "59:59", 65 → "1:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}
