import type { FastifyInstance } from "fastify";
import { WEB_APP_MANIFEST, WEB_APP_MANIFEST_PATH, WEB_APP_MANIFEST_TYPE } from "#contracts/offline.ts";

const BODY = JSON.stringify(WEB_APP_MANIFEST);

/**
 * The web app manifest (docs/product/offline.md): served by the server, not the client build, so that it is there
 * with its own type whatever was built. Browsers fetch it again now and then; an hour of caching is plenty.
 */
export function registerWebAppManifest(app: FastifyInstance) {
  app.get(WEB_APP_MANIFEST_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type(WEB_APP_MANIFEST_TYPE).header("Cache-Control", "public, max-age=3600").send(BODY),
  );
}
