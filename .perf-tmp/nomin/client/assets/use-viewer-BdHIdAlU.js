import { a as __toESM, n as require_react } from "./jsx-runtime-Dq8_Q5KF.js";
import { St as useSessionUser } from "./index-B9EO6Tp7.js";
// src/client/app/use-viewer.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The signed-in user as quote components see them (id and role), or null; features take it as a prop. */
function useViewer() {
	const user = useSessionUser();
	const id = user?.id;
	const role = user?.role;
	return (0, import_react.useMemo)(() => id && role ? {
		id,
		role
	} : null, [id, role]);
}
export { useViewer as t };
