import { CONSENT_VERSION, STORAGE_KEYS } from "#contracts/constants.ts";
import type { ConsentChoice, ConsentRecord } from "#contracts/consent.ts";
import { useStoredValue, writeLocal } from "#client/lib/use-stored-value.ts";

/**
 * The stored choice, or null when there is none (or it is unreadable, or of another consent version). Checked by
 * hand rather than with the contract's schema: every page reads it at start, and zod would load with it.
 */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { necessary, analytics, marketing, timestamp, version } = value as Record<string, unknown>;
    if (necessary !== true || version !== CONSENT_VERSION || typeof timestamp !== "string") return null;
    if (typeof analytics !== "boolean" || typeof marketing !== "boolean") return null;
    return { necessary, analytics, marketing, timestamp, version };
  } catch {
    return null;
  }
}

export function consentRecord(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  return {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
  };
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };

/** Stores the choice (this tab's readers follow at once, other tabs through the storage event). */
export function saveConsent(choice: ConsentChoice): ConsentRecord {
  const record = consentRecord(choice);
  writeLocal(STORAGE_KEYS.privacyConsent, JSON.stringify(record));
  return record;
}

/** Forgets the choice: the banner asks again. */
export function clearConsent() {
  writeLocal(STORAGE_KEYS.privacyConsent, null);
}

/** The stored consent; null on the server and while hydrating, so that both render alike. */
export function useConsent(): ConsentRecord | null {
  return useStoredValue(STORAGE_KEYS.privacyConsent, parseConsent, null);
}
