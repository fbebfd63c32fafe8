/** The window event that opens the Privacy Settings sheet (from the footer or the consent banner). */
export const OPEN_PRIVACY_SETTINGS_EVENT = "openPrivacySettings";

export function openPrivacySettings() {
  window.dispatchEvent(new Event(OPEN_PRIVACY_SETTINGS_EVENT));
}
