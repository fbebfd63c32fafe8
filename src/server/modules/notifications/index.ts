import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationReadResultSchema,
  NotificationReadSchema,
} from "#contracts/notifications.ts";
import type { Db } from "#server/db/client.ts";
import { requireUser } from "#server/plugins/auth.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";
import type { AttributionNotifier } from "./attribution-notifier.ts";
import { NotificationsService } from "./notifications.service.ts";

export { attributionNotifier, type AttributionNotifier } from "./attribution-notifier.ts";

const errors = errorAnswers(400, 401);

/**
 * A member's notices: the list with the unread count, and marking them read. The notifier's job queue starts when
 * the app is ready (taking up unfinished changes) and stops with it.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; notifier: AttributionNotifier }> = async (
  app,
  { db, notifier },
) => {
  const notifications = new NotificationsService(db);
  app.addHook("onReady", () => notifier.start());
  app.addHook("onClose", () => notifier.close());

  app.get(
    "/api/notifications",
    {
      config: { auth: "user" },
      schema: {
        tags: ["notifications"],
        summary: "The signed-in member's notices, newest first, and how many are unread",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    (request) => notifications.list(requireUser(request).id, request.query),
  );

  app.post(
    "/api/notifications/read",
    {
      config: { auth: "user" },
      schema: {
        tags: ["notifications"],
        summary: "Mark the signed-in member's notices read",
        description:
          "`{ ids }` marks those notices (ids of other members' notices are ignored); `{ all: true }` or an empty " +
          "body marks every one. Answers how many were marked and how many stay unread.",
        body: NotificationReadSchema,
        response: { 200: NotificationReadResultSchema, ...errors },
      },
    },
    (request) => notifications.markRead(requireUser(request).id, request.body),
  );
};
