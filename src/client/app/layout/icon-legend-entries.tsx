import type { ReactNode } from "react";
import {
  BookmarkIcon,
  CopyIcon,
  EyeIcon,
  MessageCircleIcon,
  PencilIcon,
  QuoteIcon,
  Share2Icon,
  SmilePlusIcon,
  SparklesIcon,
} from "lucide-react";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { ATTRIBUTION_DESCRIPTIONS } from "#contracts/attribution-wording.ts";
import { AttributionBadge } from "#client/components/attribution-badge.tsx";
import { REACTIONS, ReactionIcon } from "#client/components/reaction-icon.tsx";

/** The statuses a badge shows, and what each means ("Verified: a primary source is cited" → "A primary source is cited"). */
const BADGED = (["verified", "disputed", "misattributed"] as const).map((status) => {
  const meaning = ATTRIBUTION_DESCRIPTIONS[status].replace(/^[^:]*: /, "");
  return { status, meaning: meaning.charAt(0).toUpperCase() + meaning.slice(1) };
});

function Entry({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** What the icons and badges on quote cards mean (the legend panel's body). */
export default function IconLegendEntries() {
  return (
    <>
      <ul className="grid gap-2">
        <Entry icon={<QuoteIcon className="text-primary" />}>A quote — its text opens its page</Entry>
        <Entry icon={<CopyIcon />}>Copy the quote</Entry>
        <Entry icon={<Share2Icon />}>Share it or embed it</Entry>
        <Entry icon={<PencilIcon />}>Edit (your own quotes)</Entry>
        <Entry icon={<EyeIcon />}>Views</Entry>
        <Entry icon={<MessageCircleIcon />}>Comments</Entry>
        <Entry icon={<BookmarkIcon />}>Bookmark (filled when saved)</Entry>
        <Entry icon={<SmilePlusIcon />}>React to the quote</Entry>
        <Entry icon={<SparklesIcon />}>Inspire mode: rotating quotes</Entry>
        <Entry icon={<span className="h-3.5 w-5 rounded-sm border border-amber-500 bg-amber-100" aria-hidden="true" />}>
          Pending, Draft or Rejected: the status of your own quote
        </Entry>
        <Entry icon={<span className="h-3.5 w-5 rounded-sm bg-primary" aria-hidden="true" />}>
          Category; outlined labels are tags (“+N more” when there are over 3)
        </Entry>
      </ul>
      <h3 className="mt-4 mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Attribution</h3>
      <ul className="grid gap-2" data-testid="legend-attribution">
        {BADGED.map(({ status, meaning }) => (
          <li key={status} className="flex items-center gap-2">
            <AttributionBadge status={status} named />
            <span>{meaning}</span>
          </li>
        ))}
        <li className="text-muted-foreground">
          No badge: commonly attributed to the author shown, not yet checked. A misattributed quote also says who really
          said it.
        </li>
      </ul>
      <h3 className="mt-4 mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Reactions</h3>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        {REACTION_TYPES.map((type) => (
          <li key={type} className="flex items-center gap-2">
            <ReactionIcon type={type} />
            {REACTIONS[type].label}
          </li>
        ))}
      </ul>
    </>
  );
}
