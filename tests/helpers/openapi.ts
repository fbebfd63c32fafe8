import type { FastifyInstance } from "fastify";

/** A JSON schema as the OpenAPI document shows it (only the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the API: method, path template (`/api/quotes/{id}`), who may call it, its inputs. */
export interface Operation {
  method: string;
  path: string;
  summary: string;
  /** The route's declared `auth` (see plugins/auth.ts), undefined for public operations. */
  access?: string;
  parameters: Parameter[];
  /** Request body content types and their schemas. */
  body?: Record<string, { schema?: JsonSchema }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** The app's OpenAPI document, fetched as a client would. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

/** Every documented operation, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const body = (op.requestBody as { content?: Operation["body"] } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: typeof op.summary === "string" ? op.summary : "",
        access: typeof op["x-access"] === "string" ? op["x-access"] : undefined,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body,
      });
    }
  }
  return operations;
}

/** Follows a `#/components/schemas/…` reference (once per level), else answers the schema itself. */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 10; depth++) {
    const name = current.$ref.split("/").pop() ?? "";
    current = doc.components?.schemas?.[name];
  }
  return current;
}

/** The operation's URL with each path parameter replaced by `fill(name)`. */
export function urlOf(operation: Operation, fill: (name: string) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(fill(name)));
}
