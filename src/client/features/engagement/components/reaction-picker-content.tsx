import { PopoverContent } from "#client/components/ui/deferred-popover.tsx";
import type { EngagementProps } from "./engagement-props.ts";
import { ReactionButtons } from "./reaction-buttons.tsx";

/** The card's reaction popover (reaction-picker.tsx renders its summary button): the eight reactions. */
export default function ReactionPickerContent({ onChosen, ...props }: EngagementProps & { onChosen: () => void }) {
  return (
    <PopoverContent className="w-80 p-2" align="start" aria-label="React to this quote">
      <ReactionButtons {...props} layout="grid" onChosen={onChosen} />
    </PopoverContent>
  );
}
