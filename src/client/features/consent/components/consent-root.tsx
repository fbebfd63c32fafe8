import { lazy, Suspense, useEffect, useState } from "react";
import { hydratedLater } from "#client/lib/hydrated-later.tsx";
import { useHydrated } from "#client/lib/use-stored-value.ts";
import { useConsent } from "../consent-storage.ts";
import { OPEN_PRIVACY_SETTINGS_EVENT } from "../open-privacy-settings.ts";

// In the server's HTML with its buttons disabled; its code (the buttons' work) arrives once the page is interactive.
const ConsentBanner = hydratedLater<{ onCustomize: () => void; interactive: boolean }>(() =>
  import("./consent-banner.tsx").then(({ ConsentBanner: Banner }) => ({ default: Banner })),
);

// Loaded the first time it opens: most visits never open it.
const PrivacySettingsSheet = lazy(() =>
  import("./privacy-settings-sheet.tsx").then((module) => ({ default: module.PrivacySettingsSheet })),
);

/**
 * The consent banner and the Privacy Settings sheet. The server cannot know the stored choice, so its HTML always
 * carries the banner, and index.html's inline script hides it before the first paint when a choice is stored; after
 * hydration it stays only while there is none.
 */
export function ConsentRoot() {
  const hydrated = useHydrated();
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Kept once opened, so that it can animate closed.
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);

  // From hydration on, the banner renders only while there is no choice: the pre-paint hint has done its work.
  useEffect(() => {
    if (hydrated) delete document.documentElement.dataset.consentStored;
  }, [hydrated]);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_PRIVACY_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_PRIVACY_SETTINGS_EVENT, open);
  }, []);

  return (
    <>
      {consent === null && !settingsOpen && (
        <Suspense fallback={null}>
          <ConsentBanner interactive={hydrated} onCustomize={() => setSettingsOpen(true)} />
        </Suspense>
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <PrivacySettingsSheet open={settingsOpen} onOpenChange={setSettingsOpen} consent={consent} />
        </Suspense>
      )}
    </>
  );
}
