import type { z } from "zod";

/**
 * A route's `validateSearch` from a zod schema built on first use: route definitions load with the app, and
 * building every admin tab's schema then would cost start-up time on pages that never use them.
 */
export function searchSchema<T extends z.ZodType>(make: () => T): (search: Record<string, unknown>) => z.output<T> {
  let schema: T | undefined;
  return (search) => (schema ??= make()).parse(search);
}
