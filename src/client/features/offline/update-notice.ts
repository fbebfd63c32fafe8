/**
 * The "updated" notice (docs/product/offline.md): shown once, on the first visit a new service worker serves. The
 * build this device last ran is kept in local storage; a first visit only records it.
 */
export interface UpdateDecision {
  /** Show "Echoes has been updated". */
  notify: boolean;
  /** The version to remember, when it changed. */
  remember: string | undefined;
}

export function updateNoticeFor(remembered: string | null, serving: string | undefined): UpdateDecision {
  if (!serving || serving === remembered) return { notify: false, remember: undefined };
  return { notify: remembered !== null, remember: serving };
}
