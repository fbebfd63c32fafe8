/** The admin area's sections, in tab order; each is its own lazily loaded route under /admin. */
export const ADMIN_TABS = [
  { to: "/admin/moderation", label: "Moderation" },
  { to: "/admin/audio", label: "Audio" },
] as const;

export type AdminTabPath = (typeof ADMIN_TABS)[number]["to"];
