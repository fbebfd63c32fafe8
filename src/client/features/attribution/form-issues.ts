import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";

type Issue = { path: PropertyKey[]; message: string };

/**
 * Copies the contract's issues onto a form's check, at the form's fields: the forms hold the API's shape in text
 * fields, so a path of the API body is the field's path. `moved` names fields whose errors show at another field (a
 * missing source at the source's name).
 */
export function copyIssues(
  issues: readonly Issue[],
  ctx: z.RefinementCtx,
  { skip = [], moved = {} }: { skip?: string[]; moved?: Record<string, string> } = {},
) {
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (skip.includes(key)) continue;
    const path = moved[key]?.split(".") ?? issue.path.map((part) => (typeof part === "symbol" ? String(part) : part));
    ctx.addIssue({ code: "custom", message: issue.message, path });
  }
}

/**
 * Puts the server's field errors (`fields` of its error envelope, "sources.0.name") at the form's fields; answers
 * whether any was shown. Keys the form has no field for are left to the caller's message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, unknown, unknown>,
  fieldOf: (key: string) => string | undefined,
): boolean {
  let shown = false;
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldOf(key);
    if (!field) continue;
    form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
