import {
  FlameIcon,
  HeartHandshakeIcon,
  LaughIcon,
  LightbulbIcon,
  SparklesIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactionType } from "#contracts/constants.ts";
import { cn } from "#client/lib/utils.ts";

/** How each of the eight reactions (docs/product/data-model.md) is named and drawn. */
export const REACTIONS: Record<ReactionType, { label: string; Icon: LucideIcon; tone: string }> = {
  like: { label: "Like", Icon: ThumbsUpIcon, tone: "text-sky-600 dark:text-sky-400" },
  dislike: { label: "Dislike", Icon: ThumbsDownIcon, tone: "text-slate-600 dark:text-slate-300" },
  funny: { label: "Funny", Icon: LaughIcon, tone: "text-amber-600 dark:text-amber-400" },
  inspiring: { label: "Inspiring", Icon: SparklesIcon, tone: "text-violet-600 dark:text-violet-400" },
  motivating: { label: "Motivating", Icon: FlameIcon, tone: "text-orange-600 dark:text-orange-400" },
  thoughtful: { label: "Thoughtful", Icon: LightbulbIcon, tone: "text-yellow-700 dark:text-yellow-300" },
  relatable: { label: "Relatable", Icon: HeartHandshakeIcon, tone: "text-rose-600 dark:text-rose-400" },
  powerful: { label: "Powerful", Icon: ZapIcon, tone: "text-emerald-600 dark:text-emerald-400" },
};

/** A reaction's icon in its colour (decorative: the label is said elsewhere). */
export function ReactionIcon({ type, className }: { type: ReactionType; className?: string }) {
  const { Icon, tone } = REACTIONS[type];
  return <Icon aria-hidden="true" className={cn("size-4", tone, className)} />;
}
