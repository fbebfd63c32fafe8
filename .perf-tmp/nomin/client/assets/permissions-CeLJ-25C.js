// src/contracts/permissions.ts
/** Capabilities of SPEC.md §6, defined once for the server's checks and the client's UI decisions. */
var PERMISSIONS = {
	createQuotes: [
		"user",
		"superuser",
		"admin"
	],
	editOwnQuotes: [
		"user",
		"superuser",
		"admin"
	],
	useThemeEditor: [
		"user",
		"superuser",
		"admin"
	],
	editAnyQuote: ["admin"],
	approveQuotes: ["admin"],
	viewAdminPanel: ["admin"],
	manageUsers: ["admin"],
	viewAnalytics: ["admin"],
	moderateComments: ["admin"],
	generateAudio: ["admin"]
};
/**
* The role the app acts on (SPEC.md §6): only user and admin are recognised. A user is admin when either the
* metadata role or the account role is admin; anything else, superuser included, is user.
*/
function resolveRole(user) {
	if ([user.user_metadata?.role, user.role].includes("admin")) return "admin";
	return "user";
}
function can(role, permission) {
	if (!role) return false;
	return PERMISSIONS[permission].includes(role);
}
export { resolveRole as n, can as t };
