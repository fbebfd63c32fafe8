import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

/** The page column: centred, padded, as wide as the header. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14", className)}>{children}</div>;
}

/** A page with a heading and a short panel under it, for pages whose features are still to come. */
export function SimplePage({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <PageContainer>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-8 flex max-w-2xl flex-col items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:p-8">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <div className="min-w-0 space-y-3 text-muted-foreground [&>p:first-child]:text-lg [&>p:first-child]:font-medium [&>p:first-child]:text-foreground">
          {children}
        </div>
      </div>
    </PageContainer>
  );
}
