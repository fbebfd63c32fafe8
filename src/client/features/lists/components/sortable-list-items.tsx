import { Link } from "@tanstack/react-router";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { toast } from "#client/lib/toast.ts";
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, XIcon } from "lucide-react";
import { LIST_MESSAGES, type ListDetail } from "#contracts/lists.ts";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { useMoveListItem } from "../api/move-list-item.ts";
import { useRemoveListItem } from "../api/remove-list-item.ts";
import { excerpt } from "#client/lib/excerpt.ts";
import { textLanguageProps } from "#client/lib/quote-language.ts";

type ListQuote = ListDetail["quotes"][number];

/**
 * A list's quotes in order, reordered by dragging (pointer, or keyboard on the handle: Space to pick up, arrows to
 * move, Space to drop), or with the Move up / Move down buttons; each move is one PATCH, shown at once.
 */
export function SortableListItems({ list }: { list: ListDetail }) {
  const move = useMoveListItem();
  const remove = useRemoveListItem();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = list.quotes.map((q) => q.id);
  const textOf = (id: string | number) => excerpt(list.quotes.find((q) => q.id === id)?.text ?? "", 60);
  const placeOf = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${textOf(active.id)}”, position ${placeOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${textOf(active.id)}” is over position ${placeOf(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `“${textOf(active.id)}” dropped at position ${placeOf(over.id)} of ${ids.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving “${textOf(active.id)}” was cancelled.`,
  };

  const moveTo = (quoteId: string, position: number) => {
    if (position < 0 || position >= ids.length) return;
    move.mutate(
      { listId: list.id, quoteId, position },
      { onError: (error) => toast.error("The quote could not be moved", { description: error.message }) },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    // Dropped on another quote: take its place (the server shifts the ones between, as the cache shows at once).
    moveTo(String(active.id), ids.indexOf(String(over.id)));
  };

  if (list.quotes.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {LIST_MESSAGES.emptyList}
      </p>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space or Enter to pick the quote up, use the arrow keys to move it, and press Space or Enter again to drop it. Escape cancels.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2" aria-label={`Quotes in ${list.name}`} data-testid="list-items">
          {list.quotes.map((quote, index) => (
            <SortableRow
              key={quote.id}
              quote={quote}
              index={index}
              count={list.quotes.length}
              onMove={(to) => moveTo(quote.id, to)}
              onRemove={() =>
                remove.mutate(
                  { listId: list.id, quoteId: quote.id },
                  {
                    onSuccess: () => toast.success(LIST_MESSAGES.removed, { description: list.name }),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  quote,
  index,
  count,
  onMove,
  onRemove,
}: {
  quote: ListQuote;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: quote.id,
  });
  const label = excerpt(quote.text, 40);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="list-item"
      data-quote-id={quote.id}
      className={cn(
        "flex items-center gap-2 rounded-lg border bg-card p-2 pr-1 shadow-xs",
        isDragging && "relative z-10 shadow-lg ring-2 ring-ring/40",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder: ${label}`}
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
      >
        <GripVerticalIcon aria-hidden="true" className="size-4" />
      </button>
      <span className="w-6 shrink-0 text-right text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to="/quote/$slug"
          params={{ slug: quote.url_slug }}
          className="line-clamp-2 text-sm leading-snug hover:text-primary"
          {...textLanguageProps(quote.language)}
        >
          {quote.text}
        </Link>
        <p className="truncate text-xs text-muted-foreground">— {quote.author}</p>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`Move up: ${label}`}
          title="Move up"
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`Move down: ${label}`}
          title="Move down"
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="text-muted-foreground hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remove from list: ${label}`}
          title="Remove from list"
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
