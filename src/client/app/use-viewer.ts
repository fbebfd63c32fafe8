import { useMemo } from "react";
import type { Role } from "#contracts/constants.ts";
import { useSessionUser } from "#client/features/auth/session/auth-provider.tsx";

/** The signed-in user as quote components see them (id and role), or null; features take it as a prop. */
export function useViewer(): { id: string; role: Role } | null {
  const user = useSessionUser();
  const id = user?.id;
  const role = user?.role;
  return useMemo(() => (id && role ? { id, role } : null), [id, role]);
}
