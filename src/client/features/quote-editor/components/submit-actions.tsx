import type { MouseEvent } from "react";
import { SendIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "#client/lib/utils.ts";
import type { SaveAction } from "../editor-types.ts";

/**
 * Cancel and the ways to save (docs/product/quotes-and-search.md): admins Save with the status they picked; signed-in users Save as Draft
 * or Submit for Review; anonymous visitors only submit for review. The submit button is the form's own.
 */
export function SubmitActions({
  admin,
  anonymous,
  pendingAction,
  onCancel,
  onSaveDraft,
}: {
  admin: boolean;
  anonymous: boolean;
  /** The button whose save is under way, if any: it shows a spinner and every button waits. */
  pendingAction: SaveAction | null;
  onCancel: () => void;
  onSaveDraft: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const busy = pendingAction !== null;
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:ml-auto sm:flex sm:w-auto sm:items-center">
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {admin ? (
        <Button type="submit" disabled={busy}>
          {pendingAction === "save" && <Spinner />}
          Save
        </Button>
      ) : (
        <>
          {!anonymous && (
            <Button type="button" variant="secondary" disabled={busy} onClick={onSaveDraft}>
              {pendingAction === "draft" && <Spinner />}
              Save as Draft
            </Button>
          )}
          <Button type="submit" disabled={busy} className={cn(!anonymous && "col-span-2 sm:col-span-1")}>
            {pendingAction === "review" ? <Spinner /> : <SendIcon aria-hidden="true" />}
            Submit for Review
          </Button>
        </>
      )}
    </div>
  );
}
