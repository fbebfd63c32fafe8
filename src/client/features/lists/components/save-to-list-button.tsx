import { lazy, Suspense, useRef, useState } from "react";
import { ListPlusIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";

// The popover (the user's lists, the new-list form) loads on the first click, outside the pages' first JavaScript.
const SaveToListPopover = lazy(() =>
  import("./save-to-list-popover.tsx").then((module) => ({ default: module.SaveToListPopover })),
);

/** "Save to list" on a card or a quote page: pick lists for the quote, or create one. */
export function SaveToListButton({
  quoteId,
  userId,
  onSignInRequired,
  className,
}: {
  quoteId: string;
  /** The signed-in user, or null: the button then asks to sign in. */
  userId: string | null;
  onSignInRequired: () => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon-sm"
        className={cn("text-muted-foreground hover:text-foreground", className)}
        onClick={() => {
          if (!userId) return onSignInRequired();
          setUsed(true);
          setOpen(true);
        }}
        aria-label="Save to list"
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Save to list"
        data-testid="save-to-list"
      >
        <ListPlusIcon aria-hidden="true" />
      </Button>
      {used && userId && (
        <Suspense fallback={null}>
          <SaveToListPopover quoteId={quoteId} userId={userId} open={open} onOpenChange={setOpen} anchor={button} />
        </Suspense>
      )}
    </>
  );
}
