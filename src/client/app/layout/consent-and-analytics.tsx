import { Analytics } from "#client/features/analytics/components/analytics.tsx";
import { ConsentRoot } from "#client/features/consent/components/consent-root.tsx";
import { useConsent } from "#client/features/consent/consent-storage.ts";

/** The consent banner and Privacy Settings sheet, and analytics that follow the stored choice. */
export function ConsentAndAnalytics() {
  const consent = useConsent();
  return (
    <>
      <ConsentRoot />
      <Analytics consent={consent} />
    </>
  );
}
