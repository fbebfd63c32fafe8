import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import {
  ListCreateSchema,
  ListDeletedSchema,
  ListDetailSchema,
  ListItemCreateSchema,
  ListItemMoveSchema,
  ListItemRemovedSchema,
  ListQuerySchema,
  ListSchema,
  ListsSchema,
  ListUpdateSchema,
} from "#contracts/lists.ts";
import type { ListsService } from "./lists.service.ts";
import { requireUser } from "#server/plugins/auth.ts";
import { IdAndQuoteIdParams, IdParams, errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const tags = ["lists"];

/** Saved lists (collections): a user's named, ordered sets of quotes, private or public. */
export const listRoutes: FastifyPluginAsyncZod<{ lists: ListsService }> = async (app, { lists }) => {
  app.get(
    "/api/lists",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "The signed-in user's lists (with ?quote_id=, whether each holds that quote)",
        querystring: ListQuerySchema,
        response: { 200: ListsSchema, ...errors },
      },
    },
    (request) => lists.listOwn(requireUser(request), request.query.quote_id),
  );

  app.post(
    "/api/lists",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Create a list (name 1–80 characters, unique per owner; private unless is_public)",
        body: ListCreateSchema,
        response: { 201: ListSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await lists.create(request.body, requireUser(request))),
  );

  app.get(
    "/api/lists/:id",
    {
      schema: {
        tags,
        summary: "A list with its quotes in order: public lists for anyone, private ones for their owner (else 404)",
        params: IdParams,
        response: { 200: ListDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => lists.get(request.params.id, request.user ?? null),
  );

  app.patch(
    "/api/lists/:id",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Rename a list, change its description, colour or visibility (its owner)",
        params: IdParams,
        body: ListUpdateSchema,
        response: { 200: ListSchema, ...errors },
      },
    },
    (request) => lists.update(request.params.id, request.body, requireUser(request)),
  );

  app.delete(
    "/api/lists/:id",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Delete a list (its owner); the quotes stay",
        params: IdParams,
        response: { 200: ListDeletedSchema, ...errors },
      },
    },
    (request) => lists.remove(request.params.id, requireUser(request)),
  );

  app.post(
    "/api/lists/:id/items",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Add a quote at the end of a list (once per list: 409 when already there)",
        params: IdParams,
        body: ListItemCreateSchema,
        response: { 201: ListSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await lists.addItem(request.params.id, request.body.quote_id, requireUser(request))),
  );

  app.delete(
    "/api/lists/:id/items/:quoteId",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Remove a quote from a list; the quotes after it move up",
        params: IdAndQuoteIdParams,
        response: { 200: ListItemRemovedSchema, ...errors },
      },
    },
    (request) => lists.removeItem(request.params.id, request.params.quoteId, requireUser(request)),
  );

  app.patch(
    "/api/lists/:id/items/:quoteId",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Move a quote to a new 0-based position in its list; answers the reordered list",
        params: IdAndQuoteIdParams,
        body: ListItemMoveSchema,
        response: { 200: ListDetailSchema, ...errors },
      },
    },
    (request) => lists.moveItem(request.params.id, request.params.quoteId, request.body.position, requireUser(request)),
  );
};
