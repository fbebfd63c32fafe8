import { useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { toast } from "#client/lib/toast.ts";
import { ExternalLinkIcon, GlobeIcon, LockIcon, PlusIcon, Trash2Icon } from "lucide-react";
import {
  LIST_COLORS,
  LIST_DESCRIPTION_MAX,
  LIST_MESSAGES,
  ListNameSchema,
  type ListColor,
  type SavedList,
} from "#contracts/lists.ts";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn, pluralize } from "#client/lib/utils.ts";
import { useLists } from "../api/get-lists.ts";
import { useList } from "../api/get-list.ts";
import { useCreateList } from "../api/create-list.ts";
import { useUpdateList } from "../api/update-list.ts";
import { useDeleteList } from "../api/delete-list.ts";
import { LIST_COLOR_LABELS, listColorClass } from "../list-colors.ts";
import { SortableListItems } from "./sortable-list-items.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";

/**
 * The dashboard's Lists tab: the user's lists on one side, the chosen list's settings (name, description, colour,
 * public) and its quotes in order (drag, or Move up / Move down) on the other.
 */
export default function ListsManager({ userId }: { userId: string }) {
  const query = useLists(userId);
  const [selected, setSelected] = useState<string | null>(null);
  const lists = query.data?.lists ?? [];
  const current = lists.find((l) => l.id === selected) ?? lists[0];

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <CreateListForm onCreated={(list) => setSelected(list.id)} />
        {query.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {query.error.message}
          </p>
        ) : lists.length === 0 ? (
          <EmptyState compact title={LIST_MESSAGES.empty} hint={LIST_MESSAGES.emptyHint} />
        ) : (
          <nav aria-label="Your lists">
            <ul className="grid gap-1" data-testid="my-lists">
              {lists.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(list.id)}
                    aria-current={current?.id === list.id ? "true" : undefined}
                    className={cn(
                      "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      current?.id === list.id && "bg-accent font-medium",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn("size-2.5 shrink-0 rounded-full", listColorClass(list.color))}
                    />
                    <span className="min-w-0 flex-1 truncate">{list.name}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">{list.item_count}</span>
                    {list.is_public ? (
                      <GlobeIcon aria-label="Public" className="size-3.5 text-muted-foreground" />
                    ) : (
                      <LockIcon aria-label="Private" className="size-3.5 text-muted-foreground" />
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {current && <ListEditor key={current.id} list={current} onDeleted={() => setSelected(null)} />}
    </div>
  );
}

function CreateListForm({ onCreated }: { onCreated: (list: SavedList) => void }) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateList();
  const submit = () => {
    const parsed = ListNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? LIST_MESSAGES.nameRequired);
    setError(null);
    create.mutate(
      { name: parsed.data },
      {
        onSuccess: (list) => {
          toast.success(LIST_MESSAGES.created, { description: list.name });
          setName("");
          onCreated(list);
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={inputId}>New list</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={name}
          placeholder="List name"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <PlusIcon aria-hidden="true" />}
          Create
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function ListEditor({ list, onDeleted }: { list: SavedList; onDeleted: () => void }) {
  const detail = useList(list.id);
  const update = useUpdateList();
  const remove = useDeleteList();
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(list.name);
  const [description, setDescription] = useState(list.description ?? "");
  const [error, setError] = useState<string | null>(null);
  // The editor is keyed by the list, so these start from the list each time another one is chosen.
  const ids = { name: useId(), description: useId(), error: useId(), public: useId() };

  const save = (changes: Parameters<typeof update.mutate>[0]["changes"], done: string = LIST_MESSAGES.updated) =>
    update.mutate(
      { id: list.id, changes },
      {
        onSuccess: () => {
          setError(null);
          toast.success(done);
        },
        onError: (err) => setError(err.message),
      },
    );
  const dirty = name !== list.name || description !== (list.description ?? "");

  return (
    <section
      aria-label={`List: ${list.name}`}
      className="grid content-start gap-6 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="list-editor"
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = ListNameSchema.safeParse(name);
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? LIST_MESSAGES.nameRequired);
          save({ name: parsed.data, description });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={ids.name}>Name</Label>
          <Input
            id={ids.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? ids.error : undefined}
          />
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.description}>Description</Label>
          <Textarea
            id={ids.description}
            value={description}
            maxLength={LIST_DESCRIPTION_MAX}
            rows={2}
            placeholder="What ties these quotes together?"
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Colour</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="List colour">
            {LIST_COLORS.map((color: ListColor) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={list.color === color}
                aria-label={LIST_COLOR_LABELS[color]}
                title={LIST_COLOR_LABELS[color]}
                onClick={() => save({ color: list.color === color ? null : color })}
                className={cn(
                  "size-7 rounded-full outline-none ring-offset-2 ring-offset-card focus-visible:ring-[3px] focus-visible:ring-ring",
                  listColorClass(color),
                  list.color === color && "ring-2 ring-foreground",
                )}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <Switch
              id={ids.public}
              checked={list.is_public}
              onCheckedChange={(checked) =>
                save({ is_public: checked }, checked ? "List is public" : "List is private")
              }
            />
            <Label htmlFor={ids.public}>Public — anyone with the link can see it</Label>
          </div>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending && <Spinner />}
            Save changes
          </Button>
        </div>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <h3 className="text-base font-semibold">{pluralize(list.item_count, "quote")}</h3>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/list/$id" params={{ id: list.id }}>
              <ExternalLinkIcon aria-hidden="true" />
              Open list page
            </Link>
          </Button>
          <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete list
          </Button>
        </div>
      </div>
      {detail.isPending ? <Skeleton className="h-24" /> : detail.data ? <SortableListItems list={detail.data} /> : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={remove.isPending}
        title={<>Delete “{list.name}”?</>}
        description="The list goes for good; the quotes in it stay on Echoes. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() =>
          remove.mutate(list.id, {
            onSuccess: () => {
              toast.success(LIST_MESSAGES.deleted, { description: list.name });
              setConfirming(false);
              onDeleted();
            },
            onError: (err) => toast.error(err.message),
          })
        }
      />
    </section>
  );
}
