import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import {
  BellIcon,
  BookmarkIcon,
  CalendarCheckIcon,
  FileTextIcon,
  HistoryIcon,
  ListIcon,
  PlusIcon,
  SmilePlusIcon,
  UserCogIcon,
  type LucideIcon,
} from "lucide-react";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, type DashboardTab } from "../dashboard-tabs.ts";
import { BookmarkedQuotes } from "./bookmarked-quotes.tsx";
import { ReactedQuotes } from "./reacted-quotes.tsx";
import { Submissions, type SubmissionActions } from "./submissions.tsx";
import { VisitedQuotes } from "./visited-quotes.tsx";

const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  submissions: FileTextIcon,
  bookmarks: BookmarkIcon,
  lists: ListIcon,
  reactions: SmilePlusIcon,
  visited: HistoryIcon,
  notifications: BellIcon,
  account: UserCogIcon,
};

/**
 * The signed-in user's dashboard: tabs for their quotes by status, bookmarks, saved lists, reactions, visits, the
 * notices they were sent and their account (password, data export, deletion).
 */
export function DashboardView({
  viewer,
  name,
  email,
  onSubmitQuote,
  onPreloadEditor,
  tab = "submissions",
  onTabChange,
  listsPanel,
  notificationsPanel,
  accountPanel,
  ...actions
}: SubmissionActions & {
  viewer: QuoteViewer;
  name: string;
  email: string;
  /** Called when the Submit Quote button is about to be used, to load the editor early. */
  onPreloadEditor?: () => void;
  /** The open tab (kept in the URL by the route). */
  tab?: DashboardTab;
  onTabChange?: (tab: DashboardTab) => void;
  /** The Lists tab's content (saved lists are their own feature; the app puts them here). */
  listsPanel?: ReactNode;
  /** The Notifications tab's content (notices are their own feature; the app puts them here). */
  notificationsPanel?: ReactNode;
  /** The Account tab's content (the account feature's settings; the app wires their sign-out). */
  accountPanel?: ReactNode;
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
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/review">
              <CalendarCheckIcon aria-hidden="true" />
              Daily review
            </Link>
          </Button>
          <Button onClick={onSubmitQuote} onPointerEnter={onPreloadEditor} onFocus={onPreloadEditor}>
            <PlusIcon aria-hidden="true" />
            Submit Quote
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => onTabChange?.(value as DashboardTab)} className="gap-6">
        <TabsList
          className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-flex sm:w-fit"
          aria-label="Dashboard sections"
        >
          {DASHBOARD_TABS.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="gap-2 px-3 py-1.5"
                data-testid={`dashboard-tab-${value}`}
              >
                <Icon aria-hidden="true" />
                {DASHBOARD_TAB_LABELS[value]}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="submissions" className="min-w-0">
          <h2 className="sr-only">Your quotes</h2>
          <Submissions viewer={viewer} onSubmitQuote={onSubmitQuote} {...actions} />
        </TabsContent>
        <TabsContent value="bookmarks" className="min-w-0">
          <h2 className="sr-only">Your bookmarks</h2>
          <BookmarkedQuotes userId={viewer.id} />
        </TabsContent>
        <TabsContent value="lists" className="min-w-0">
          <h2 className="sr-only">Your lists</h2>
          {listsPanel}
        </TabsContent>
        <TabsContent value="reactions" className="min-w-0">
          <h2 className="sr-only">Quotes you reacted to</h2>
          <ReactedQuotes userId={viewer.id} />
        </TabsContent>
        <TabsContent value="visited" className="min-w-0">
          <h2 className="sr-only">Recently visited</h2>
          <VisitedQuotes userId={viewer.id} />
        </TabsContent>
        <TabsContent value="notifications" className="min-w-0">
          <h2 className="sr-only">Your notifications</h2>
          {notificationsPanel}
        </TabsContent>
        <TabsContent value="account" className="min-w-0">
          <h2 className="sr-only">Your account</h2>
          {accountPanel}
        </TabsContent>
      </Tabs>
    </div>
  );
}
