import { afterEach, describe, expect, it } from "vitest";
import { renderHook, act } from "@testing-library/react";
import { ACCEPT_ALL, clearConsent, consentRecord, parseConsent, saveConsent, useConsent } from "./consent-storage.ts";

afterEach(() => window.localStorage.clear());

describe("consent storage", () => {
  it("stores the choice as privacy_consent with version 1.0 and a timestamp", () => {
    const before = Date.now();
    saveConsent({ analytics: true, marketing: false });
    const stored = JSON.parse(window.localStorage.getItem("privacy_consent") ?? "null") as Record<string, unknown>;
    expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: false, version: "1.0" });
    expect(Date.parse(String(stored.timestamp))).toBeGreaterThanOrEqual(before - 1000);
    expect(parseConsent(window.localStorage.getItem("privacy_consent"))).toEqual(stored);
  });

  it("ignores a missing, broken or other-version record", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("{oops")).toBeNull();
    const record = consentRecord(ACCEPT_ALL);
    expect(parseConsent(JSON.stringify({ ...record, version: "0.9" }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...record, necessary: false }))).toBeNull();
    expect(parseConsent(JSON.stringify(record))).toEqual(record);
  });

  it("lets components follow saving and clearing", () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => void saveConsent(ACCEPT_ALL));
    expect(result.current).toMatchObject({ analytics: true, marketing: true });
    act(() => clearConsent());
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem("privacy_consent")).toBeNull();
  });
});
