import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { toast } from "#client/lib/toast.ts";
import { CheckIcon, GlobeIcon, LinkIcon, LockIcon, PlayIcon, SearchXIcon } from "lucide-react";
import { LIST_MESSAGES, listInspirePath, listPath, type ListDetail } from "#contracts/lists.ts";
import { Button } from "#client/components/ui/button.tsx";
import { SITE_NAME, usePageHead, usePublicUrl } from "#client/lib/page-head.tsx";
import { cn, pluralize } from "#client/lib/utils.ts";
import { listColorClass } from "../list-colors.ts";

/** The head of a list's page: title, description and share tags; 404 when the list is not there for the viewer. */
export function ListPageHead({ list }: { list: ListDetail | null | undefined }) {
  usePageHead(
    list
      ? {
          title: `${list.name} — a list by ${list.owner_name} | ${SITE_NAME}`,
          description:
            list.description ??
            `${pluralize(list.quotes.length, "quote")} collected by ${list.owner_name} on ${SITE_NAME}.`,
          canonicalPath: listPath(list.id),
        }
      : list === null
        ? { title: `${LIST_MESSAGES.notFound} | ${SITE_NAME}`, status: 404 }
        : { title: `List | ${SITE_NAME}` },
  );
  return null;
}

/** Name, owner, description, and the actions: Play in Inspire and Copy link. */
export function ListPageHeader({ list }: { list: ListDetail }) {
  const publicUrl = usePublicUrl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("The clipboard is not available");
      await navigator.clipboard.writeText(`${publicUrl}${listPath(list.id)}`);
      setCopied(true);
      toast.success(LIST_MESSAGES.linkCopied);
      window.setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      toast.error("Could not copy the link", { description: error instanceof Error ? error.message : undefined });
    }
  };
  return (
    <header className="grid gap-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden="true" className={cn("size-3 rounded-full", listColorClass(list.color))} />
        {list.is_public ? (
          <span className="inline-flex items-center gap-1">
            <GlobeIcon aria-hidden="true" className="size-3.5" /> Public list
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <LockIcon aria-hidden="true" className="size-3.5" /> Private list — only you can see it
          </span>
        )}
        <span aria-hidden="true">·</span>
        <span>{pluralize(list.quotes.length, "quote")}</span>
      </div>
      <h1
        className="text-3xl font-semibold tracking-tight text-balance break-words sm:text-4xl"
        data-testid="list-title"
      >
        {list.name}
      </h1>
      <p className="text-muted-foreground">
        A list by <span className="font-medium text-foreground">{list.owner_name}</span>
      </p>
      {list.description && <p className="max-w-2xl text-pretty whitespace-pre-line">{list.description}</p>}
      <div className="flex flex-wrap gap-2">
        {list.quotes.length > 0 && (
          <Button asChild>
            <a href={listInspirePath(list.id)} data-testid="play-in-inspire">
              <PlayIcon aria-hidden="true" />
              Play in Inspire
            </a>
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
    </header>
  );
}

export function ListNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <SearchXIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{LIST_MESSAGES.notFound}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">This list does not exist, or its owner keeps it private.</p>
      <Button asChild className="mt-6">
        <Link to="/">Browse all quotes</Link>
      </Button>
    </div>
  );
}
