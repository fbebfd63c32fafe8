/**
 * The token of a password-reset link (/auth/callback?type=recovery&token=…), read once and kept in memory only.
 *
 * index.html's inline script, the first script of the page, takes the token out of the address bar with
 * `history.replaceState` and hands it over in RESET_TOKEN_HANDOFF: analytics (ours and Google's tag), the router
 * and everything else only ever see /auth/callback?type=recovery. `takeResetTokenFromPage`, called first thing at
 * start-up, takes it from there (or from the address bar, where the inline script did not run) and keeps it here.
 * A reload of the cleaned page no longer has the token: the page then asks for a new link.
 */

/** The window property the inline script of index.html hands the token over in (keep both in step). */
export const RESET_TOKEN_HANDOFF = "__echoesResetToken";

const CALLBACK_PATH = /\/auth\/callback\/?$/;

let token: string | undefined;

type HandoffWindow = Window & { [RESET_TOKEN_HANDOFF]?: unknown };

/** Moves the page's reset token into memory and out of the address bar (and of the handoff). Browser only. */
export function takeResetTokenFromPage(win: Window = window): void {
  const handoff = win as HandoffWindow;
  const handed = handoff[RESET_TOKEN_HANDOFF];
  delete handoff[RESET_TOKEN_HANDOFF];
  if (typeof handed === "string" && handed !== "") token = handed;

  const url = new URL(win.location.href);
  if (!CALLBACK_PATH.test(url.pathname) || !url.searchParams.has("token")) return;
  const inAddress = url.searchParams.get("token");
  if (inAddress) token = inAddress;
  url.searchParams.delete("token");
  win.history.replaceState(win.history.state, "", url.pathname + url.search);
}

/**
 * The reset token of this page: the one kept in memory in the browser; on the server, which renders the page for
 * the address it was asked for, `inAddress`.
 */
export function pageResetToken(inAddress: string | undefined): string | undefined {
  return typeof window === "undefined" ? inAddress : token;
}

/** Once the token has been used (or the member left for a new link), nothing keeps it. */
export function forgetResetToken(): void {
  token = undefined;
}
