import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

const TONES = {
  muted: { circle: "bg-muted", icon: "text-muted-foreground" },
  primary: { circle: "bg-primary/10", icon: "text-primary" },
  success: { circle: "bg-emerald-500/10", icon: "text-emerald-600 dark:text-emerald-400" },
  error: { circle: "bg-destructive/10", icon: "text-destructive" },
} as const;

export interface EmptyStateProps {
  icon?: LucideIcon;
  /** What is missing ("No comments yet"). */
  title: ReactNode;
  /** What to do about it, or when something will show up. */
  hint?: ReactNode;
  /** A way on (a button or a link), under the hint. */
  children?: ReactNode;
  /** The icon's colours; `error` also frames the panel in red. */
  tone?: keyof typeof TONES;
  /** A smaller panel with a plain icon, for a list inside a page (comments, saved lists). */
  compact?: boolean;
  /** The title's element: a heading where it heads the page's section, else a paragraph. */
  titleAs?: "h2" | "h3" | "p";
  role?: "alert";
  testId?: string;
  className?: string;
}

/** A list or page with nothing to show: an icon, what is missing, what to do, and a way on. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  children,
  tone = "muted",
  compact = false,
  titleAs,
  role,
  testId,
  className,
}: EmptyStateProps) {
  const Title = titleAs ?? (compact ? "p" : "h3");
  const colours = TONES[tone];
  return (
    <div
      role={role}
      data-testid={testId}
      className={cn(
        "flex flex-col items-center rounded-xl border text-center",
        tone === "error" ? "border-destructive/30 bg-destructive/5" : "border-dashed",
        compact ? "px-4 py-8" : "px-6 py-16",
        className,
      )}
    >
      {Icon &&
        (compact ? (
          <Icon aria-hidden="true" className={cn("mb-2 size-5", colours.icon)} />
        ) : (
          <div className={cn("mb-4 flex size-12 items-center justify-center rounded-full", colours.circle)}>
            <Icon aria-hidden="true" className={cn("size-6", colours.icon)} />
          </div>
        ))}
      <Title className={compact ? "font-medium" : "text-lg font-semibold"}>{title}</Title>
      {hint && (
        <p className={cn("max-w-sm text-sm break-words text-muted-foreground", compact ? "mt-1" : "mt-2")}>{hint}</p>
      )}
      {children}
    </div>
  );
}
