import { PlusIcon } from "lucide-react";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Submissions, type SubmissionActions } from "./submissions.tsx";
import { VisitedQuotes } from "./visited-quotes.tsx";

/** The signed-in user's dashboard: their quotes by status, and the quotes they visited lately. */
export function DashboardView({
  viewer,
  name,
  email,
  onSubmitQuote,
  onPreloadEditor,
  ...actions
}: SubmissionActions & {
  viewer: QuoteViewer;
  name: string;
  email: string;
  /** Called when the Submit Quote button is about to be used, to load the editor early. */
  onPreloadEditor?: () => void;
}) {
  return (
    <div className="grid gap-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Dashboard</h1>
          <p className="mt-2 text-muted-foreground">
            <span data-testid="dashboard-welcome" className="font-medium text-foreground">
              Welcome, {name}!
            </span>{" "}
            <span className="[overflow-wrap:anywhere]">Signed in as {email}.</span>
          </p>
        </div>
        <Button onClick={onSubmitQuote} onPointerEnter={onPreloadEditor} onFocus={onPreloadEditor}>
          <PlusIcon aria-hidden="true" />
          Submit Quote
        </Button>
      </div>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="my-quotes-heading" className="min-w-0">
          <h2 id="my-quotes-heading" className="mb-4 text-xl font-semibold tracking-tight">
            Your quotes
          </h2>
          <Submissions viewer={viewer} onSubmitQuote={onSubmitQuote} {...actions} />
        </section>
        <section aria-labelledby="visited-heading" className="min-w-0">
          <h2 id="visited-heading" className="mb-4 text-xl font-semibold tracking-tight">
            Recently visited
          </h2>
          <VisitedQuotes userId={viewer.id} />
        </section>
      </div>
    </div>
  );
}
