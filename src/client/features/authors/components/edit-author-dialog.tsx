import { useState, type FormEvent } from "react";
import { AUTHOR_DESCRIPTION_MAX, AUTHOR_YEAR_MAX, type Author, type AuthorUpdate } from "#contracts/authors.ts";
import { FormAlert, FormField } from "#client/components/form-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";
import { toast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { useUpdateAuthor } from "../api/update-author.ts";

export const EDIT_AUTHOR_MESSAGES = {
  saved: "Author updated",
  failed: "Could not save the author. Please try again.",
} as const;

type Fields = Record<"born" | "died" | "description", string>;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** The form's own checks, the server's limits (contracts/authors.ts). */
export function authorFormErrors(fields: Fields): Partial<Fields> {
  const errors: Partial<Fields> = {};
  if (fields.born.trim().length > AUTHOR_YEAR_MAX) errors.born = tooLong(AUTHOR_YEAR_MAX);
  if (fields.died.trim().length > AUTHOR_YEAR_MAX) errors.died = tooLong(AUTHOR_YEAR_MAX);
  if (fields.description.trim().length > AUTHOR_DESCRIPTION_MAX) errors.description = tooLong(AUTHOR_DESCRIPTION_MAX);
  return errors;
}

export interface EditAuthorDialogProps {
  author: Author;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocus?: () => void;
}

const fieldsOf = (author: Author): Fields => ({
  born: author.born ?? "",
  died: author.died ?? "",
  description: author.description ?? "",
});

/** Curators and admins: an author's years and one-line description (an empty field clears it). */
export default function EditAuthorDialog({ author, open, onOpenChange, returnFocus }: EditAuthorDialogProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(author));
  const [serverErrors, setServerErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateAuthor(author.slug);
  const ownErrors = authorFormErrors(fields);
  // The server's word on a field stands until the field changes.
  const errors: Partial<Fields> = { ...ownErrors, ...serverErrors };

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _changed, ...others }) => others);
  };

  const close = (next: boolean) => {
    if (update.isPending) return;
    onOpenChange(next);
    if (!next) {
      setFields(fieldsOf(author));
      setServerErrors({});
      setFailure(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(ownErrors).length > 0 || update.isPending) return;
    setFailure(null);
    const changes: AuthorUpdate = {
      born: fields.born.trim() || null,
      died: fields.died.trim() || null,
      description: fields.description.trim() || null,
    };
    try {
      await update.mutateAsync(changes);
      toast.success(EDIT_AUTHOR_MESSAGES.saved);
      onOpenChange(false);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const names: (keyof Fields)[] = ["born", "died", "description"];
      setServerErrors(Object.fromEntries(names.flatMap((name) => (byField[name] ? [[name, byField[name]]] : []))));
      setFailure(errorMessage(error, EDIT_AUTHOR_MESSAGES.failed));
    }
  };

  const descriptionLength = fields.description.trim().length;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md"
        data-testid="edit-author-dialog"
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <form onSubmit={(event) => void submit(event)} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Edit author</DialogTitle>
            <DialogDescription>
              The years and one-line description readers see on {author.name}’s page. Leave a field empty to clear it.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Born" optional error={errors.born} hint="A year, a date or words: 1879, c. 551 BC">
              {(control) => (
                <Input
                  {...control}
                  value={fields.born}
                  onChange={(event) => set("born")(event.target.value)}
                  autoComplete="off"
                  data-testid="author-born"
                />
              )}
            </FormField>
            <FormField label="Died" optional error={errors.died}>
              {(control) => (
                <Input
                  {...control}
                  value={fields.died}
                  onChange={(event) => set("died")(event.target.value)}
                  autoComplete="off"
                  data-testid="author-died"
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Description"
            optional
            error={errors.description}
            hintWithError
            hint={
              <span className={cn("tabular-nums", descriptionLength > AUTHOR_DESCRIPTION_MAX && "text-destructive")}>
                {descriptionLength}/{AUTHOR_DESCRIPTION_MAX}
                <span className="sr-only"> characters</span>
              </span>
            }
          >
            {(control) => (
              <Textarea
                {...control}
                value={fields.description}
                onChange={(event) => set("description")(event.target.value)}
                placeholder="Theoretical physicist who developed the theory of relativity."
                className="min-h-20"
                data-testid="author-description-input"
              />
            )}
          </FormField>
          {failure && <FormAlert>{failure}</FormAlert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending} data-testid="save-author">
              {update.isPending && <Spinner />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
