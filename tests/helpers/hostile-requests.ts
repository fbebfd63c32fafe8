import type { InjectOptions, LightMyRequestResponse } from "fastify";
import {
  BAD_PATH_VALUES,
  deepJson,
  deepObjectJson,
  INJECTIONS,
  MEGABYTE_STRING,
  UNICODE_EDGES,
  validValue,
  WRONG_TYPES,
  type Random,
} from "./hostile-values.ts";
import type { JsonSchema, Operation } from "./openapi.ts";

/** The hostile requests of src/server/hostile-input.test.ts: one per operation, case kind and random draw. */

export type CaseKind =
  | "valid"
  | "missing"
  | "wrongType"
  | "extra"
  | "huge"
  | "unicode"
  | "inject"
  | "deep"
  | "topType"
  | "contentType"
  | "brokenJson"
  | "query";
export const KINDS: CaseKind[] = [
  "missing",
  "wrongType",
  "huge",
  "unicode",
  "inject",
  "deep",
  "query",
  "extra",
  "topType",
  "contentType",
  "brokenJson",
  "valid",
];

const BAD_CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=utf-16",
  "application/octet-stream",
  "image/svg+xml",
];
const BROKEN_BODIES = ['{"a":', "\u0000", "\ufeff{}", "{'single': 'quotes'}", "[1,]", "NaN", '{"a":1}{"b":2}'];
const QUERY_VALUES = [
  ...INJECTIONS.map(encodeURIComponent),
  "%00",
  "%ED%A0%80",
  "-1",
  "1e308",
  "NaN",
  "true",
  "x".repeat(8000),
  "%E2%80%AE%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9",
  "",
];

/** What the requests draw on, known once the suite's `beforeAll` has run (each is read when a request is built). */
export interface HostileTargets {
  /** Real ids of others' things by kind (quote, slug, list, comment, report, user, any). */
  realIds: Record<string, string[]>;
  /** Another member's id, claimed by the cases with extra fields. */
  otherUserId: () => string;
  /** The schema a `$ref` of the OpenAPI document points at. */
  resolve: (schema?: JsonSchema) => JsonSchema | undefined;
}

/** A builder of one hostile request for an operation, a case kind and a random draw. */
export function hostileRequests({ realIds, otherUserId, resolve }: HostileTargets) {
  /** A path parameter: a real id of someone else's thing half the time, else something that is no id at all. */
  const pathValue = (op: Operation, name: string, random: Random): string => {
    if (random.next() < 0.5) return random.pick(BAD_PATH_VALUES);
    const kindOf = /quote/i.test(name)
      ? "quote"
      : /slug/.test(name)
        ? "slug"
        : /\/lists\//.test(op.path)
          ? "list"
          : /\/comments\//.test(op.path)
            ? "comment"
            : /\/reports\//.test(op.path)
              ? "report"
              : /\/users\//.test(op.path)
                ? "user"
                : /\/quotes\//.test(op.path)
                  ? "quote"
                  : "any";
    return encodeURIComponent(random.pick(realIds[kindOf] ?? realIds.any ?? ["x"]));
  };

  /** Sets one property of an object body (or replaces the body when it is no object). */
  const withField = (
    body: unknown,
    schema: JsonSchema | undefined,
    random: Random,
    value: (name: string) => unknown,
  ) => {
    const names = Object.keys(resolve(schema)?.properties ?? {});
    if (names.length === 0 || typeof body !== "object" || body === null || Array.isArray(body)) return value("_");
    const name = random.pick(names);
    return { ...(body as Record<string, unknown>), [name]: value(name) };
  };

  /** One hostile request for an operation. */
  const hostileRequest = (
    op: Operation,
    caseKind: CaseKind,
    random: Random,
    headers: Record<string, string>,
  ): InjectOptions & { url: string } => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(op, name, random));
    const queryParams = op.parameters.filter((p) => p.in === "query");
    const query: string[] = queryParams
      .filter((p) => p.required || random.next() < 0.5)
      .map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.schema, random, resolve)))}`);
    if (caseKind === "query" || (caseKind !== "valid" && random.next() < 0.2)) {
      const target = queryParams.length > 0 ? random.pick(queryParams).name : "unknown";
      query.push(`${target}=${random.pick(QUERY_VALUES)}`, `${target}=${random.pick(QUERY_VALUES)}`, "__proto__[x]=1");
    }
    const url = query.length > 0 ? `${path}?${query.join("&")}` : path;
    const hasBody = !["GET", "HEAD", "DELETE"].includes(op.method) || op.body !== undefined;
    const schema = op.body?.["application/json"]?.schema;
    if (!hasBody) return { method: op.method, url, headers };

    const base = validValue(schema, random, resolve);
    const json = (value: unknown, contentType = "application/json") => ({
      method: op.method as InjectOptions["method"],
      url,
      headers: { ...headers, "content-type": contentType },
      payload: typeof value === "string" ? value : JSON.stringify(value),
    });
    switch (caseKind) {
      case "valid":
      case "query":
        return json(base);
      case "missing": {
        if (typeof base !== "object" || base === null || Array.isArray(base)) return json({});
        const names = Object.keys(base);
        if (names.length === 0) return json({});
        const { [random.pick(names)]: _dropped, ...rest } = base as Record<string, unknown>;
        return json(random.next() < 0.3 ? {} : rest);
      }
      case "wrongType":
        return json(withField(base, schema, random, () => random.pick(WRONG_TYPES)));
      case "extra":
        return json(
          '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}},' +
            `"role":"admin","status":"approved","user_id":"${otherUserId()}","id":"${random.pick(realIds.any ?? [])}",` +
            JSON.stringify(base ?? {})
              .slice(1)
              .replace(/^}$/, '"x":1}'),
        );
      case "huge":
        return json(withField(base, schema, random, () => MEGABYTE_STRING));
      case "unicode":
        return json(withField(base, schema, random, () => random.pick(UNICODE_EDGES)));
      case "inject":
        return json(withField(base, schema, random, () => random.pick(INJECTIONS)));
      case "deep": {
        const depth = 10_000;
        if (random.next() < 0.5) return json(random.next() < 0.5 ? deepJson(depth) : deepObjectJson(depth));
        const names = Object.keys(resolve(schema)?.properties ?? {});
        const name = names.length > 0 ? random.pick(names) : "deep";
        return json(`{${JSON.stringify(name)}:${deepJson(depth)}}`);
      }
      case "topType":
        return json(JSON.stringify(random.pick([[], [base], "text", 42, null, true])));
      case "contentType":
        return json(JSON.stringify(base ?? {}), random.pick(BAD_CONTENT_TYPES));
      case "brokenJson":
        return json(random.pick(BROKEN_BODIES));
    }
  };

  return hostileRequest;
}

export const describeResponse = (options: InjectOptions & { url: string }, res: LightMyRequestResponse) =>
  `${options.method} ${options.url.slice(0, 200)} (${String(options.headers?.["content-type"] ?? "")}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
