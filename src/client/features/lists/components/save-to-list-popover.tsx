import { useId, useState, type RefObject } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "#client/lib/toast.ts";
import { GlobeIcon, LockIcon, PlusIcon } from "lucide-react";
import { ListNameSchema, LIST_MESSAGES, LIST_NAME_MAX } from "#contracts/lists.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Popover, PopoverAnchor, PopoverContent } from "#client/components/ui/popover.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "#client/lib/utils.ts";
import { useLists } from "../api/get-lists.ts";
import { useCreateList } from "../api/create-list.ts";
import { addListItem, useToggleListItem } from "../api/add-list-item.ts";
import { invalidateLists } from "../api/invalidate-lists.ts";
import { listColorClass } from "../list-colors.ts";

/** The user's lists with a tick for each one holding the quote, and a form to save it to a new list. */
export function SaveToListPopover({
  quoteId,
  userId,
  open,
  onOpenChange,
  anchor,
}: {
  quoteId: string;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLButtonElement | null>;
}) {
  const headingId = useId();
  const query = useLists(userId, quoteId);
  const toggle = useToggleListItem();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        align="end"
        className="w-80 p-0"
        role="dialog"
        aria-labelledby={headingId}
        data-testid="save-to-list-popover"
        onCloseAutoFocus={(event) => {
          // Back to the button, unless focus has moved on (e.g. to another card's Save to list, whose popover
          // would take the stolen focus for a click outside and close).
          event.preventDefault();
          const active = document.activeElement;
          if (!active || active === document.body) anchor.current?.focus();
        }}
      >
        <h2 id={headingId} className="border-b px-4 py-3 text-sm font-semibold">
          Save to list
        </h2>
        <div className="max-h-64 overflow-y-auto px-2 py-2">
          {query.isPending ? (
            <p className="flex items-center gap-2 px-2 py-3 text-sm text-muted-foreground">
              <Spinner /> Loading your lists…
            </p>
          ) : query.isError ? (
            <p role="alert" className="px-2 py-3 text-sm text-destructive">
              {query.error.message}
            </p>
          ) : query.data.lists.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">{LIST_MESSAGES.empty}</p>
          ) : (
            <ul className="grid gap-0.5" aria-label="Your lists">
              {query.data.lists.map((list) => {
                const id = `save-${quoteId}-${list.id}`;
                const checked = list.contains_quote === true;
                return (
                  <li key={list.id}>
                    <label
                      htmlFor={id}
                      className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-accent"
                    >
                      <Checkbox
                        id={id}
                        checked={checked}
                        disabled={toggle.isPending}
                        onCheckedChange={(next) =>
                          toggle.mutate(
                            { listId: list.id, quoteId, saved: next === true },
                            {
                              onSuccess: () =>
                                toast.success(next === true ? LIST_MESSAGES.saved : LIST_MESSAGES.removed, {
                                  description: list.name,
                                }),
                              onError: (error) => toast.error(error.message),
                            },
                          )
                        }
                      />
                      <span
                        aria-hidden="true"
                        className={cn("size-2.5 shrink-0 rounded-full", listColorClass(list.color))}
                      />
                      <span className="min-w-0 flex-1 truncate">{list.name}</span>
                      {list.is_public ? (
                        <GlobeIcon aria-label="Public" className="size-3.5 text-muted-foreground" />
                      ) : (
                        <LockIcon aria-label="Private" className="size-3.5 text-muted-foreground" />
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <NewListForm quoteId={quoteId} />
      </PopoverContent>
    </Popover>
  );
}

/** Creates a list and saves the quote to it in one go. */
function NewListForm({ quoteId }: { quoteId: string }) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateList();
  const queryClient = useQueryClient();
  const submit = async () => {
    const parsed = ListNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? LIST_MESSAGES.nameRequired);
    setError(null);
    try {
      const list = await create.mutateAsync({ name: parsed.data });
      await addListItem(list.id, quoteId);
      await invalidateLists(queryClient);
      toast.success(LIST_MESSAGES.saved, { description: list.name });
      setName("");
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <form
      className="grid gap-2 border-t px-4 py-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
        New list
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={name}
          maxLength={LIST_NAME_MAX + 20}
          placeholder="e.g. Morning motivation"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
          className="h-8"
        />
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <PlusIcon aria-hidden="true" />}
          Create
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
