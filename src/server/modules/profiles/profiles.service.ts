import { PROFILE_MESSAGES, type PublicProfile, type PublicProfileQuery } from "#contracts/profiles.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import { notFound } from "#server/plugins/errors.ts";
import { isUuid } from "#contracts/common.ts";
import { toQuote, type ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";
import { countActivityOf, findApprovedQuotesOf, findProfileUser } from "./profiles.repository.ts";

/** Public member pages: a name, when they joined, a few counts and their approved quotes. */
export class ProfilesService {
  constructor(
    private readonly db: Db,
    private readonly viewerState: ViewerStateOverlay,
  ) {}

  async profile(id: string, query: PublicProfileQuery, viewer: QuoteViewer | null): Promise<PublicProfile> {
    const user = isUuid(id) ? await findProfileUser(this.db, id) : undefined;
    if (!user) throw notFound(PROFILE_MESSAGES.notFound);
    const [{ rows, total }, activity] = await Promise.all([
      findApprovedQuotesOf(this.db, user.id, query),
      countActivityOf(this.db, user.id),
    ]);
    const quotes = await this.viewerState(
      rows.map((row) => toQuote(row)),
      viewer,
    );
    return {
      id: user.id,
      display_name: user.displayName,
      member_since: user.createdAt.toISOString(),
      counts: { approved_quotes: total, comments: activity.comments, reactions: activity.reactions },
      quotes,
      total,
    };
  }
}
