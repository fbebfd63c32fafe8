import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AuthSessionResponseSchema,
  AuthUserSchema,
  LoginSchema,
  MessageResponseSchema,
  RecoverBodySchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
} from "#contracts/auth.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { requireUser } from "#server/plugins/auth.ts";
import { toAuthUser } from "#server/modules/users/users.public.ts";
import type { AuthService, ClientInfo } from "./auth.service.ts";

function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers["user-agent"];
  return { ip: request.ip || null, userAgent: typeof agent === "string" ? agent.slice(0, 512) : null };
}

const envelope = ErrorEnvelopeSchema;

/** /api/auth/*: accounts, sessions and password recovery. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; perIpPerMinute: number }> = async (
  app,
  { auth, perIpPerMinute },
) => {
  // Per client IP (request.ip honours TRUST_PROXY), each route counted on its own.
  const perIp = { rateLimit: { max: perIpPerMinute, timeWindow: 60_000 } };

  app.post(
    "/api/auth/signup",
    {
      config: perIp,
      schema: {
        tags: ["auth"],
        summary: "Create an account; answers a session token too",
        body: SignupBodySchema,
        response: { 201: AuthSessionResponseSchema, 400: envelope, 409: envelope, 429: envelope },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.signup(request.body, clientInfo(request))),
  );

  app.post(
    "/api/auth/signin",
    {
      config: perIp,
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
        body: LoginSchema,
        response: { 200: AuthSessionResponseSchema, 400: envelope, 401: envelope, 429: envelope },
      },
    },
    (request) => auth.signin(request.body, clientInfo(request)),
  );

  app.get(
    "/api/auth/user",
    {
      config: { auth: "user" },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: AuthUserSchema, 401: envelope },
      },
    },
    async (request) => toAuthUser(requireUser(request)),
  );

  app.get(
    "/api/auth/me",
    {
      config: { auth: "user" },
      schema: {
        tags: ["auth"],
        summary: "Extend the session: a fresh token, the session's expiry moved to an hour from now",
        response: { 200: AuthSessionResponseSchema, 401: envelope },
      },
    },
    (request) => auth.extend(requireUser(request)),
  );

  app.post(
    "/api/auth/signout",
    {
      config: { auth: "user" },
      schema: {
        tags: ["auth"],
        summary: "Revoke the session of the bearer token",
        response: { 200: MessageResponseSchema, 401: envelope },
      },
    },
    (request) => auth.signout(requireUser(request)),
  );

  app.post(
    "/api/auth/recover",
    {
      config: perIp,
      schema: {
        tags: ["auth"],
        summary: "E-mail a single-use password reset link (same answer whether or not the account exists)",
        body: RecoverBodySchema,
        response: { 200: MessageResponseSchema, 400: envelope, 429: envelope },
      },
    },
    (request) => auth.recover(request.body),
  );

  app.post(
    "/api/auth/reset-password",
    {
      config: perIp,
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the token of a reset link; signs out every session",
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, 400: envelope, 429: envelope },
      },
    },
    (request) => auth.resetPassword(request.body),
  );
};
