import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";

/** The icon's circle and colour. */
const TONES = {
  muted: "bg-muted text-muted-foreground",
  primary: "bg-primary/10 text-primary",
  success: "bg-emerald-500/10 text-emerald-600 dark:text-emerald-400",
  error: "bg-destructive/10 text-destructive",
};

export interface EmptyStateProps {
  icon?: LucideIcon;
  /** What is missing ("No comments yet"). */
  title: ReactNode;
  /** What to do about it, or when something will show up. */
  hint?: ReactNode;
  /** A way on (a button or a link), under the hint. */
  children?: ReactNode;
  /** The icon's colours; `error` also frames the panel in red. A compact panel's icon is muted. */
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
          <Icon aria-hidden="true" className="mb-2 size-5 text-muted-foreground" />
        ) : (
          <div className={`mb-4 flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}>
            <Icon aria-hidden="true" className="size-6" />
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
