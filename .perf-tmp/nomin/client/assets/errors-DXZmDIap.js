import { t as ApiError } from "./api-BnqfSDLB.js";
// src/client/features/quote-editor/errors.ts
/** What to tell a person about a failed call: the server's message, else `fallback` (also for network failures). */
function messageOf(error, fallback) {
	if (error instanceof ApiError && error.message.trim() !== "") return error.message;
	return fallback;
}
/** The server answered 401: nobody (or nobody valid) is signed in. */
function isUnauthorized(error) {
	return error instanceof ApiError && error.status === 401;
}
export { messageOf as n, isUnauthorized as t };
