import { openPrivacySettings } from "../open-privacy-settings.ts";

/** The footer's Privacy Settings link-button. */
export function PrivacySettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={openPrivacySettings}>
      Privacy Settings
    </button>
  );
}
