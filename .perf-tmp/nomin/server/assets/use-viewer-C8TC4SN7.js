import { q as useSessionUser } from "../entry-server.js";
import { useMemo } from "react";
// src/client/app/use-viewer.ts
/** The signed-in user as quote components see them (id and role), or null; features take it as a prop. */
function useViewer() {
	const user = useSessionUser();
	const id = user?.id;
	const role = user?.role;
	return useMemo(() => id && role ? {
		id,
		role
	} : null, [id, role]);
}
export { useViewer as t };
