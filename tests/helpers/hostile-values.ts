import type { JsonSchema } from "./openapi.ts";

/** A small seeded PRNG (mulberry32): the same seed gives the same cases on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const MEGABYTE_STRING = "é".repeat(512 * 1024);

/** Strings that have broken text handling elsewhere: surrogates, NUL, direction overrides, joiners, combining marks. */
export const UNICODE_EDGES = [
  "\ud800",
  "lone \udfff low",
  "nul\u0000inside",
  "\u0000",
  "\u202eevil\u202c txt.exe",
  "👩‍👩‍👧‍👦 family 🏳️‍🌈",
  "\ufeffbom\u200bzero\u200dwidth",
  "e\u0301".repeat(2000),
  "\uffff\u{10ffff}",
  "\u0085\u2028\u2029",
];

/** SQL, script, template and path payloads. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE quotes; --",
  "1; SELECT pg_sleep(5)--",
  '"><script>alert(1)</script>',
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "{{constructor.constructor('return process')()}}",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "\\x00\\' OR 1=1",
  "${7*7}",
];

/** Values of every JSON type, for a field that expects one of them. */
export const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1e308,
  -0.5,
  true,
  null,
  [],
  {},
  "",
  "x",
  [1, "two", null],
  { nested: { deeper: true } },
];

/** Path parameter values that are not ids (already percent-encoded where they need it). */
export const BAD_PATH_VALUES = [
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "00000000-0000-4000-8000-00000000000g",
  "%27%20OR%20%271%27%3D%271",
  "%00",
  "%ED%A0%80",
  "%E2%80%AEevil",
  "%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9",
  "..%2F..%2Fetc%2Fpasswd",
  "a".repeat(5000),
  "%",
  "-1",
  "1e308",
];

/** A nesting `depth` deep, as JSON text. */
export const deepJson = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);
export const deepObjectJson = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** A plausible valid value for a schema (the base the mutations start from). */
export function validValue(
  schema: JsonSchema | undefined,
  random: Random,
  resolve: (s?: JsonSchema) => JsonSchema | undefined,
  depth = 0,
): unknown {
  const s = resolve(schema);
  if (!s || depth > 6) return "x";
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return random.pick(s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices && choices.length > 0) {
    const nonNull = choices.filter((c) => resolve(c)?.type !== "null");
    return validValue(random.pick(nonNull.length > 0 ? nonNull : choices), random, resolve, depth + 1);
  }
  if (s.allOf?.[0]) return validValue(s.allOf[0], random, resolve, depth + 1);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== "null") ?? "string") : s.type;
  switch (type) {
    case "string": {
      if (s.format === "email") return `fuzz${random.int(1e6)}@example.test`;
      if (s.format === "uuid") return "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
      if (s.format === "uri") return "https://example.test/a";
      if (s.format === "date-time") return "2026-01-02T03:04:05.000Z";
      const min = s.minLength ?? 1;
      const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
      const length = min + random.int(Math.max(1, max - min + 1));
      return "Fuzzing words and more words ".repeat(Math.ceil(length / 29) + 1).slice(0, Math.max(1, length));
    }
    case "integer":
    case "number": {
      const min = s.minimum ?? 0;
      const max = s.maximum ?? min + 10;
      const value = min + random.int(Math.max(1, Math.min(max - min, 100) + 1));
      return type === "integer" ? Math.floor(value) : value;
    }
    case "boolean":
      return random.next() < 0.5;
    case "array":
      return [validValue(s.items, random, resolve, depth + 1)];
    case "object":
    default: {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(name) || random.next() < 0.5) out[name] = validValue(prop, random, resolve, depth + 1);
      }
      return out;
    }
  }
}
