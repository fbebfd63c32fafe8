import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const ID = "G-TEST123";
const tagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
/** The dataLayer entries as plain arrays. */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

async function freshModule() {
  vi.resetModules();
  return import("./google-tag.ts");
}

describe("Google's tag", () => {
  beforeEach(() => {
    // The tag's URL is checked, never fetched.
    const { settings } = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM;
    settings.disableJavaScriptFileLoading = true;
    settings.handleDisabledFileLoadingAsSuccess = true;
    const meta = document.createElement("meta");
    meta.name = "echoes-ga-measurement-id";
    meta.content = ID;
    document.head.appendChild(meta);
  });
  afterEach(() => {
    document.head.innerHTML = "";
    delete window.dataLayer;
    delete window.gtag;
  });

  it("reads the measurement id the server put in the page", async () => {
    const { measurementId } = await freshModule();
    expect(measurementId()).toBe(ID);
  });

  it("is not loaded without analytics consent", async () => {
    const { applyGoogleTag } = await freshModule();
    applyGoogleTag(ID, { analytics: false, marketing: true });
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it("loads once with consent, with an anonymised IP and advertising storage as marketing consent says", async () => {
    const { applyGoogleTag } = await freshModule();
    applyGoogleTag(ID, { analytics: true, marketing: false });
    applyGoogleTag(ID, { analytics: true, marketing: false });
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.getAttribute("src")).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(commands()).toContainEqual([
      "config",
      ID,
      { anonymize_ip: true, send_page_view: false, page_location: `${window.location.origin}/` },
    ]);
    expect(commands()[0]).toEqual([
      "consent",
      "default",
      { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
  });

  it("reports page views itself, with the page's origin and path only", async () => {
    window.history.replaceState(null, "", "/auth/callback?type=recovery&token=secret-token#x");
    try {
      const { applyGoogleTag, sendPageViewToGoogleTag } = await freshModule();
      sendPageViewToGoogleTag();
      expect(window.dataLayer).toBeUndefined();
      applyGoogleTag(ID, { analytics: true, marketing: false });
      sendPageViewToGoogleTag();
      const page = { page_location: `${window.location.origin}/auth/callback` };
      expect(commands().slice(-2)).toEqual([
        ["set", page],
        ["event", "page_view", page],
      ]);
      expect(JSON.stringify(commands())).not.toContain("secret-token");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("follows a withdrawn consent", async () => {
    const { applyGoogleTag } = await freshModule();
    applyGoogleTag(ID, { analytics: true, marketing: true });
    applyGoogleTag(ID, { analytics: false, marketing: false });
    expect(commands().at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true);
  });
});
