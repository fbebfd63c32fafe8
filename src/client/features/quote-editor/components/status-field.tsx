import { STATUS_LABELS } from "#client/lib/status-labels.ts";
import { statusOptions } from "../quote-form.ts";
import { SelectField } from "./select-field.tsx";

/** The status an admin gives the quote (docs/product/quotes-and-search.md). */
export function StatusField({ mode }: { mode: "create" | "edit" }) {
  return (
    <SelectField name="status" label="Status" testId="quote-status-select">
      {statusOptions(mode).map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </SelectField>
  );
}
