import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { AlertTriangleIcon, ArrowLeftIcon, RotateCwIcon, SearchXIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { SITE_NAME, usePageHead, usePageTitle } from "#client/lib/page-head.tsx";

/** Any path that is not a route. */
export function NotFoundPage() {
  usePageHead({ title: `Page not found — ${SITE_NAME}`, status: 404 });
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-muted">
        <SearchXIcon aria-hidden="true" className="size-7 text-muted-foreground" />
      </div>
      <p className="text-sm font-medium text-primary">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for does not exist or has moved. The quotes are still where you left them.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Back to quotes
        </Link>
      </Button>
    </div>
  );
}

/** A page that failed to render or load. */
export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  usePageTitle("Something went wrong");
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center"
    >
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10">
        <AlertTriangleIcon aria-hidden="true" className="size-7 text-destructive" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="mt-3 break-words text-muted-foreground">
        {error instanceof Error && error.message ? error.message : "This page could not be shown."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to quotes</Link>
        </Button>
      </div>
    </div>
  );
}
