import type { FastifyInstance } from "fastify";
import type { ErrorEnvelope } from "#contracts/common.ts";

const NUL_MESSAGE = "Must not contain NUL characters";

/**
 * The first field (dotted path) of a value holding a string with a NUL character, else undefined. PostgreSQL text
 * cannot store NUL, so such input would fail in the database instead of as a 400. Iterative: bodies may nest deep.
 */
export function fieldWithNul(value: unknown, prefix = ""): string | undefined {
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path || "_";
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes("\u0000")) return path || "_";
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/** Refuses path parameters, query strings and JSON bodies holding NUL with a 400, before validation. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", (request, reply, done) => {
    const field = fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field === undefined) return done();
    const body: ErrorEnvelope = { error: "validation_error", message: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } };
    void reply.status(400).send(body);
  });
}
