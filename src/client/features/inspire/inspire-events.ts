/** The window event that turns Inspire on or off (docs/product/inspire.md): `detail` true or false; without one it flips. */
export const INSPIRE_TOGGLE_EVENT = "inspire-toggle";

export function toggleInspire(on?: boolean) {
  window.dispatchEvent(new CustomEvent<boolean | undefined>(INSPIRE_TOGGLE_EVENT, { detail: on }));
}
