/**
 * What other modules and the app may use of the auth module: password hashing, the session writes other account
 * changes need, token signing and the session lookup the auth plugin is given.
 */
export { expireOtherResets, revokeAllSessions, revokeOtherSessions, updatePasswordHash } from "./auth.repository.ts";
export { hashPassword, verifyPassword, type ErrorLogger } from "./password.ts";
export { sessionAuthenticator } from "./session-lookup.ts";
export { loadSigningSecret, TokenSigner } from "./tokens.ts";
