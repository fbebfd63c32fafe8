import { lazy } from "react";
import {
  BarChart3Icon,
  BookmarkIcon,
  CopyIcon,
  EyeIcon,
  FlagIcon,
  HeadphonesIcon,
  MessageSquareIcon,
  MousePointerClickIcon,
  QuoteIcon,
  Share2Icon,
  SmileIcon,
  UserPlusIcon,
  UsersIcon,
  ActivityIcon,
  RotateCcwIcon,
} from "lucide-react";
import type { AdminStats, AnalyticsSeries } from "#contracts/admin-insights.ts";
import { Button } from "#client/components/ui/button.tsx";
import { ClientOnly } from "#client/lib/client-only.tsx";
import { formatCount } from "#client/lib/utils.ts";
import { useAdminStats } from "../api/get-admin-stats.ts";
import { useAnalytics } from "../api/get-analytics.ts";
import { describeRange, resolveRange, type OverviewSearch } from "../range.ts";
import { hasActivity, sumOf, shareRows } from "../series.ts";
import { DateRangePicker } from "./date-range-picker.tsx";
import { StatCards, type StatItem } from "./stat-cards.tsx";
import { TopQuotes } from "./top-quotes.tsx";

// recharts stays out of every bundle but this one, loaded when the Overview shows its charts.
const InsightCharts = lazy(() => import("./insight-charts.tsx"));

function minutes(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s of audio`;
  return `${formatCount(Math.round(seconds / 60))} min of audio`;
}

function statItems(stats: AdminStats): StatItem[] {
  const { quotes, users } = stats;
  return [
    {
      label: "Quotes",
      value: quotes.total,
      icon: QuoteIcon,
      detail: `${formatCount(quotes.by_status.approved)} approved · ${formatCount(quotes.by_status.pending)} pending`,
    },
    {
      label: "Members",
      value: users.total,
      icon: UsersIcon,
      detail: `+${formatCount(users.new_7d)} in 7 days · +${formatCount(users.new_30d)} in 30`,
    },
    { label: "Comments", value: stats.comments, icon: MessageSquareIcon },
    { label: "Open reports", value: stats.open_reports, icon: FlagIcon },
    { label: "Reactions", value: stats.reactions.total, icon: SmileIcon },
    { label: "Bookmarks", value: stats.bookmarks, icon: BookmarkIcon },
    { label: "Narrated quotes", value: quotes.with_audio, icon: HeadphonesIcon, detail: minutes(quotes.audio_seconds) },
    {
      label: "Events, last 24 h",
      value: stats.events_24h.total,
      icon: ActivityIcon,
      detail: `${formatCount(stats.events_24h.by_type.page_view)} page views`,
    },
  ];
}

function rangeItems(series: AnalyticsSeries): StatItem[] {
  const t = series.totals;
  return [
    { label: "Page views", value: t.page_views, icon: EyeIcon },
    { label: "Sessions", value: t.sessions, icon: MousePointerClickIcon },
    { label: "Copies", value: t.copies, icon: CopyIcon },
    { label: "Shares", value: sumOf(shareRows(t)), icon: Share2Icon },
    { label: "Audio plays", value: t.audio_plays, icon: HeadphonesIcon },
    { label: "Sign-ups", value: t.signups, icon: UserPlusIcon },
  ];
}

function LoadError(props: { message: string; onRetry: () => void; detail?: string }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 p-4"
    >
      <div className="text-sm">
        <p className="font-medium text-destructive">{props.message}</p>
        {props.detail && <p className="text-muted-foreground">{props.detail}</p>}
      </div>
      <Button type="button" variant="outline" size="sm" onClick={props.onRetry}>
        <RotateCcwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

function ChartsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      {[true, false, false].map((wide, i) => (
        <div key={i} className={`h-[372px] animate-pulse rounded-xl border bg-card ${wide ? "lg:col-span-2" : ""}`} />
      ))}
    </div>
  );
}

function NoActivity({ from, to }: { from: string; to: string }) {
  return (
    <div
      data-testid="overview-empty"
      className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center"
    >
      <BarChart3Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">No activity between {describeRange(from, to)} yet</p>
      <p className="max-w-prose text-sm text-muted-foreground">
        Page views, copies and shares are recorded for visitors who accept analytics cookies; bookmarks, reactions and
        sign-ups appear here as members use Echoes.
      </p>
    </div>
  );
}

/** The admin Overview: figures at a glance, activity over a chosen range with charts, and the week's top quotes. */
export function AdminOverview(props: { search: OverviewSearch; onSearchChange: (search: OverviewSearch) => void }) {
  const range = resolveRange(props.search);
  const stats = useAdminStats();
  const analytics = useAnalytics(range.ok ? { from: range.from, to: range.to, interval: "day" } : undefined);
  const series = analytics.data;
  const loadingRange = analytics.isFetching && analytics.isPlaceholderData;

  return (
    <div className="grid gap-10" data-testid="admin-overview">
      <section aria-labelledby="glance-heading" className="grid gap-4">
        <h2 id="glance-heading" className="text-xl font-semibold tracking-tight">
          At a glance
        </h2>
        {stats.isError ? (
          <LoadError
            message="Failed to fetch stats"
            detail={stats.error.message}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <StatCards label="Totals" testId="stat-cards" items={stats.data && statItems(stats.data)} placeholders={8} />
        )}
      </section>

      <section aria-labelledby="activity-heading" className="grid gap-4" aria-busy={loadingRange || undefined}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="activity-heading" className="text-xl font-semibold tracking-tight">
              Activity
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {range.ok ? `${describeRange(range.from, range.to)} (UTC days)` : "Choose a date range"}
            </p>
          </div>
          <DateRangePicker range={range} onChange={props.onSearchChange} />
        </div>
        {analytics.isError ? (
          <LoadError
            message="Failed to fetch analytics"
            detail={analytics.error.message}
            onRetry={() => void analytics.refetch()}
          />
        ) : (
          <div className={`grid gap-4 transition-opacity ${loadingRange ? "opacity-60" : ""}`}>
            <StatCards
              label="In this range"
              testId="range-cards"
              items={series && rangeItems(series)}
              placeholders={6}
            />
            {!series ? (
              <ChartsPlaceholder />
            ) : hasActivity(series) ? (
              <ClientOnly fallback={<ChartsPlaceholder />}>
                <InsightCharts series={series} />
              </ClientOnly>
            ) : (
              <NoActivity from={series.from} to={series.points.at(-1)?.bucket ?? series.to} />
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="top-heading" className="grid gap-4">
        <h2 id="top-heading" className="text-xl font-semibold tracking-tight">
          Top quotes
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <TopQuotes
            id="top-viewed"
            title="Most viewed"
            description={
              stats.data?.top_viewed_window === "all_time"
                ? "All-time views of approved quotes"
                : "Views in the last 7 days"
            }
            unit="views"
            quotes={stats.data?.top_viewed}
          />
          <TopQuotes
            id="top-reacted"
            title="Most reactions"
            description="Reactions given in the last 7 days"
            unit="reactions"
            quotes={stats.data?.top_reacted}
          />
        </div>
      </section>
    </div>
  );
}
