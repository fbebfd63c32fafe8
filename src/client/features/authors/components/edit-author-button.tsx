import { Suspense, useRef, useState } from "react";
import { PencilIcon } from "lucide-react";
import type { Author } from "#contracts/authors.ts";
import { Button } from "#client/components/ui/button.tsx";
import { preloadable } from "#client/lib/preloadable.tsx";
import type { EditAuthorDialogProps } from "./edit-author-dialog.tsx";

// The dialog's code loads when the button is pointed at or focused, or clicked; once loaded it opens at once.
const editor = preloadable<EditAuthorDialogProps>(() => import("./edit-author-dialog.tsx"));

/** "Edit author" for curators and admins (the page shows it only to them; the server checks again). */
export function EditAuthorButton({ author }: { author: Author }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void editor.preload();
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="edit-author"
      >
        <PencilIcon aria-hidden="true" />
        Edit author
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <editor.Component
            author={author}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
