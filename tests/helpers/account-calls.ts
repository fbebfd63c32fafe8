import { expect } from "vitest";
import type { TestApp } from "#tests/helpers/test-app.ts";
import type { Headers } from "#tests/factories/quotes.ts";
import { randomClientIp, type SignedInUser } from "#tests/factories/users.ts";

/** Shared by the account tests (password change, data export, deletion). */

let counter = 0;
export const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Account test thought ${++counter}: the ${counter * 7907}th lantern outlasts the night.`,
  author: "Ilse Marrow",
  category: "wisdom",
  ...over,
});

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/**
 * The requests the account tests make, on the app (and, to approve quotes, the admin) that the test file's
 * `beforeAll` sets up: both are read when a call is made.
 */
export function accountCalls(app: () => TestApp, admin?: () => SignedInUser) {
  const inject = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers = {}, payload?: object) =>
    app().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const whoAmI = (token: string) => inject("GET", "/api/auth/user", bearer(token));
  const signinRaw = (email: string, password: string) =>
    app().app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email, password },
      remoteAddress: randomClientIp(),
    });
  async function approve(id: string) {
    const approver = admin?.();
    if (!approver) throw new Error("approving a quote needs the test's admin");
    const res = await inject("POST", `/api/quotes/${id}/approve`, approver.headers, { approvedBy: approver.user.id });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { inject, whoAmI, signinRaw, approve };
}
