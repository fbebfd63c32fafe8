import { useEffect, useState } from "react";
import { useHydrated } from "#client/lib/use-stored-value.ts";
import { useConsent } from "../consent-storage.ts";
import { OPEN_PRIVACY_SETTINGS_EVENT } from "../open-privacy-settings.ts";
import { ConsentBanner } from "./consent-banner.tsx";
import { PrivacySettingsSheet } from "./privacy-settings-sheet.tsx";

/** The consent banner (first visit, after hydration only) and the Privacy Settings sheet. */
export function ConsentRoot() {
  const hydrated = useHydrated();
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_PRIVACY_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_PRIVACY_SETTINGS_EVENT, open);
  }, []);

  return (
    <>
      {hydrated && consent === null && !settingsOpen && <ConsentBanner onCustomize={() => setSettingsOpen(true)} />}
      <PrivacySettingsSheet open={settingsOpen} onOpenChange={setSettingsOpen} consent={consent} />
    </>
  );
}
