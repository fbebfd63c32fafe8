import { lazy, Suspense, useEffect, useState } from "react";
import { ConsentRoot } from "#client/features/consent/components/consent-root.tsx";
import { useConsent } from "#client/features/consent/consent-storage.ts";
import { whenIdle } from "#client/lib/idle.ts";

// Analytics render nothing: their code (the event queue, Google's tag) loads once the page has started and the
// browser is idle. What is reported meanwhile waits for it (lib/track-event.ts).
const Analytics = lazy(() =>
  import("#client/features/analytics/components/analytics.tsx").then((module) => ({ default: module.Analytics })),
);

/** The consent banner and Privacy Settings sheet, and analytics that follow the stored choice. */
export function ConsentAndAnalytics() {
  const consent = useConsent();
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  return (
    <>
      <ConsentRoot />
      {started && (
        <Suspense fallback={null}>
          <Analytics consent={consent} />
        </Suspense>
      )}
    </>
  );
}
