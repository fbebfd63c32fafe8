/** The window event that opens the auth dialog (docs/product/screens.md): detail "login" or "register". */
export const OPEN_AUTH_MODAL_EVENT = "openAuthModal";

/** "reset" opens the login dialog with the reset-password dialog on top (used by an expired reset link). */
export type AuthModalMode = "login" | "register" | "reset";

export function openAuthModal(mode: AuthModalMode = "login") {
  window.dispatchEvent(new CustomEvent<AuthModalMode>(OPEN_AUTH_MODAL_EVENT, { detail: mode }));
}
