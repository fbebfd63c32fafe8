import { BookmarkIcon } from "lucide-react";
import { FetchError } from "#client/components/fetch-error.tsx";
import { formatRelative } from "#client/lib/relative-time.ts";
import { useBookmarks } from "../api/get-bookmarks.ts";
import { EmptyRows, QuoteRows, QuoteRowsSkeleton } from "./quote-rows.tsx";

/** The quotes the user bookmarked, newest bookmark first. */
export function BookmarkedQuotes({ userId }: { userId: string }) {
  const bookmarks = useBookmarks(userId);
  if (bookmarks.isPending) return <QuoteRowsSkeleton label="Loading your bookmarks..." />;
  if (bookmarks.isError) {
    return (
      <FetchError
        title="Failed to fetch quotes"
        error={bookmarks.error}
        retrying={bookmarks.isFetching}
        onRetry={() => void bookmarks.refetch()}
      />
    );
  }
  if (bookmarks.data.bookmarks.length === 0) {
    return (
      <EmptyRows icon={BookmarkIcon} title="No bookmarks yet" testId="bookmarks-empty">
        Bookmark the quotes you want to come back to, and they will wait for you here.
      </EmptyRows>
    );
  }
  return (
    <QuoteRows
      testId="bookmarked-quotes"
      items={bookmarks.data.bookmarks.map((bookmark) => ({
        key: bookmark.id,
        urlSlug: bookmark.quote.url_slug,
        text: bookmark.quote.text,
        author: bookmark.quote.author,
        meta: (
          <span className="text-xs">
            Bookmarked <time dateTime={bookmark.created_at}>{formatRelative(bookmark.created_at)}</time>
          </span>
        ),
      }))}
    />
  );
}
