import type { ReactNode } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsSeries } from "#contracts/admin-insights.ts";
import { formatCount, pluralize } from "#client/lib/utils.ts";
import {
  dailyCounts,
  peakOf,
  reactionRows,
  shareRows,
  sumOf,
  trafficRows,
  type CountRow,
  type DayCountRow,
  type TrafficRow,
} from "../series.ts";

/** Colours come from the theme's variables, so the charts follow light, dark and the chosen theme colour. */
const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const TOOLTIP_PROPS = {
  contentStyle: {
    background: "var(--popover)",
    border: "1px solid var(--border)",
    borderRadius: 8,
    color: "var(--popover-foreground)",
    fontSize: 13,
  },
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  cursor: { fill: "var(--muted)", stroke: "var(--border)" },
} as const;
export const CHART_HEIGHT = 260;

/**
 * A chart with its text alternative: the drawing is one image named by `summary` (its parts are not read
 * out), and the figures behind it are a table one click away.
 */
function ChartFigure(props: {
  id: string;
  title: string;
  summary: string;
  empty?: string;
  table: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const { id, title, summary, empty, table, children, wide } = props;
  return (
    <figure
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={`grid min-w-0 gap-3 rounded-xl border bg-card p-4 sm:p-5 ${wide ? "lg:col-span-2" : ""}`}
    >
      <figcaption className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{empty ?? summary}</p>
      </figcaption>
      {empty ? (
        <div
          className="flex items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground"
          style={{ height: CHART_HEIGHT }}
        >
          Nothing yet in this range
        </div>
      ) : (
        <>
          <div role="img" aria-label={`${title}: ${summary}`} style={{ height: CHART_HEIGHT }} className="min-w-0">
            {children}
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
              Show the figures
            </summary>
            {/* Focusable so that keyboard users can scroll a long table. */}
            <div
              role="region"
              aria-label={`${title}, figures`}
              tabIndex={0}
              className="mt-2 max-h-72 overflow-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
            >
              {table}
            </div>
          </details>
        </>
      )}
    </figure>
  );
}

function DataTable(props: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="sticky top-0 bg-muted">
        <tr>
          {props.headers.map((header, i) => (
            <th key={header} scope="col" className={`px-3 py-1.5 font-medium ${i > 0 ? "text-right" : ""}`}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={String(row[0])} className="border-t">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-3 py-1 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className="px-3 py-1 text-right">
                  {typeof cell === "number" ? formatCount(cell) : cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TrafficChart({ rows, sessions }: { rows: TrafficRow[]; sessions: number }) {
  const views = rows.reduce((n, r) => n + r.page_views, 0);
  const peak = peakOf(rows, (r) => r.page_views);
  const summary =
    `${pluralize(views, "page view")} in ${pluralize(sessions, "session")}` +
    (peak ? `; busiest day ${peak.label} with ${pluralize(peak.value, "page view")}.` : ".");
  return (
    <ChartFigure
      id="chart-traffic"
      title="Page views and sessions per day"
      summary={summary}
      empty={views === 0 && sessions === 0 ? "No page views recorded in this range." : undefined}
      wide
      table={
        <DataTable
          caption="Page views and sessions per day"
          headers={["Day", "Page views", "Sessions"]}
          rows={rows.map((r) => [r.label, r.page_views, r.sessions])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} width={48} />
          <Tooltip {...TOOLTIP_PROPS} />
          <Legend wrapperStyle={{ fontSize: 13, color: "var(--foreground)" }} />
          <Area
            type="monotone"
            dataKey="page_views"
            name="Page views"
            stroke="var(--chart-1)"
            fill="var(--chart-1)"
            fillOpacity={0.18}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="sessions"
            name="Sessions"
            stroke="var(--chart-2)"
            fill="var(--chart-2)"
            fillOpacity={0.12}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function CategoryChart(props: { id: string; title: string; noun: string; rows: CountRow[]; color: string }) {
  const { id, title, noun, rows, color } = props;
  const total = sumOf(rows);
  const top = [...rows].sort((a, b) => b.count - a.count)[0];
  const summary =
    `${pluralize(total, noun)}` + (top && top.count > 0 ? `; most: ${top.label} (${formatCount(top.count)}).` : ".");
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={summary}
      empty={total === 0 ? `No ${noun}s recorded in this range.` : undefined}
      table={<DataTable caption={title} headers={["", "Count"]} rows={rows.map((r) => [r.label, r.count])} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--border)" horizontal={false} />
          <XAxis type="number" tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={96}
            interval={0}
          />
          <Tooltip {...TOOLTIP_PROPS} />
          <Bar
            dataKey="count"
            name="Count"
            fill={color}
            radius={[0, 4, 4, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function DailyChart(props: { id: string; title: string; noun: string; rows: DayCountRow[]; color: string }) {
  const { id, title, noun, rows, color } = props;
  const total = sumOf(rows);
  const peak = peakOf(rows, (r) => r.count);
  const summary = `${pluralize(total, noun)}` + (peak ? `; most on ${peak.label} (${formatCount(peak.value)}).` : ".");
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={summary}
      empty={total === 0 ? `No ${noun}s in this range.` : undefined}
      table={<DataTable caption={title} headers={["Day", "Count"]} rows={rows.map((r) => [r.label, r.count])} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} width={48} />
          <Tooltip {...TOOLTIP_PROPS} />
          <Bar dataKey="count" name={title} fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The Overview's charts (recharts is only loaded with this module). */
export default function InsightCharts({ series }: { series: AnalyticsSeries }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="insight-charts">
      <TrafficChart rows={trafficRows(series.points)} sessions={series.totals.sessions} />
      <CategoryChart
        id="chart-reactions"
        title="Reactions by type"
        noun="reaction"
        rows={reactionRows(series.totals)}
        color="var(--chart-3)"
      />
      <CategoryChart
        id="chart-shares"
        title="Shares by platform"
        noun="share"
        rows={shareRows(series.totals)}
        color="var(--chart-4)"
      />
      <DailyChart
        id="chart-signups"
        title="Sign-ups per day"
        noun="sign-up"
        rows={dailyCounts(series.points, (p) => p.signups)}
        color="var(--chart-5)"
      />
      <DailyChart
        id="chart-bookmarks"
        title="Bookmarks per day"
        noun="bookmark"
        rows={dailyCounts(series.points, (p) => p.bookmarks)}
        color="var(--chart-2)"
      />
    </div>
  );
}
