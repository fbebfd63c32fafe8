import { asc, eq, inArray, sql } from "drizzle-orm";
import { EXPORT_QUOTE_UNAVAILABLE, type AccountExport } from "#contracts/account.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import {
  bookmarks,
  comments,
  dailyMailSends,
  dailyMailSubscriptions,
  events,
  listItems,
  lists,
  quoteAudio,
  quoteAudioPending,
  quotes,
  quoteVisits,
  reactions,
  reports,
  sessions,
  users,
} from "#server/db/schema/index.ts";
import { quoteVisibleTo } from "#server/modules/quotes/quotes.public.ts";
import { publicUserColumns } from "#server/modules/users/users.public.ts";

type ExportBody = Omit<AccountExport, "format" | "version" | "exported_at">;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The quote a row points at, by name so that the export reads on its own, when `viewer` may still see it (the rule
 * of every other read: approved, their own, or any for moderators). Otherwise its words never leave the database:
 * text and author are null and `visible` false.
 */
function quoteRefOf(viewer: QuoteViewer) {
  const condition = quoteVisibleTo(viewer);
  if (!condition) {
    return { quote_id: quotes.id, quote_text: quotes.text, quote_author: quotes.author, visible: sql<boolean>`true` };
  }
  return {
    quote_id: quotes.id,
    quote_text: sql<string | null>`case when ${condition} then ${quotes.text} end`,
    quote_author: sql<string | null>`case when ${condition} then ${quotes.author} end`,
    visible: sql<boolean>`coalesce(${condition}, false)`,
  };
}

interface QuoteRefRow {
  quote_id: string;
  quote_text: string | null;
  quote_author: string | null;
  visible: boolean;
}

/** A quote reference as exported: named, or only its id with a note when the member may no longer see it. */
function exportedRef<T extends QuoteRefRow>({ visible, ...row }: T) {
  if (visible) return row;
  return { ...row, quote_text: null, quote_author: null, quote_note: EXPORT_QUOTE_UNAVAILABLE };
}

/**
 * Everything stored about one member, each part selected by their id and nothing else, column by column: the
 * password hash, lock counters, session ids and reset tokens are never selected. The quotes they engaged with are
 * named only while they may see them. Read in one repeatable-read transaction so that the parts agree.
 */
export async function readAccountData(db: Db, userId: string, currentSessionId: string): Promise<ExportBody | null> {
  return db.transaction(
    async (tx) => {
      const [profile] = await tx
        .select({
          ...publicUserColumns,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
          lastSignInAt: users.lastSignInAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!profile) return null;
      const quoteRef = quoteRefOf({ id: profile.id, role: profile.role });

      const ownQuotes = await tx
        .select()
        .from(quotes)
        .where(eq(quotes.userId, userId))
        .orderBy(asc(quotes.createdAt), asc(quotes.id));
      const bookmarkRows = await tx
        .select({ ...quoteRef, createdAt: bookmarks.createdAt })
        .from(bookmarks)
        .innerJoin(quotes, eq(quotes.id, bookmarks.quoteId))
        .where(eq(bookmarks.userId, userId))
        .orderBy(asc(bookmarks.createdAt));
      const reactionRows = await tx
        .select({ ...quoteRef, reactionType: reactions.reactionType, createdAt: reactions.createdAt })
        .from(reactions)
        .innerJoin(quotes, eq(quotes.id, reactions.quoteId))
        .where(eq(reactions.userId, userId))
        .orderBy(asc(reactions.createdAt));
      const commentRows = await tx
        .select({
          ...quoteRef,
          id: comments.id,
          content: comments.content,
          hidden: comments.hidden,
          createdAt: comments.createdAt,
          updatedAt: comments.updatedAt,
        })
        .from(comments)
        .innerJoin(quotes, eq(quotes.id, comments.quoteId))
        .where(eq(comments.userId, userId))
        .orderBy(asc(comments.createdAt), asc(comments.id));
      // The reporter's own words and the outcome; the deciding admin's note and identity are theirs, not the member's.
      const reportRows = await tx
        .select({
          ...quoteRef,
          id: reports.id,
          reason: reports.reason,
          description: reports.description,
          status: reports.status,
          createdAt: reports.createdAt,
          resolvedAt: reports.resolvedAt,
        })
        .from(reports)
        .innerJoin(quotes, eq(quotes.id, reports.quoteId))
        .where(eq(reports.userId, userId))
        .orderBy(asc(reports.createdAt));
      const listRows = await tx.select().from(lists).where(eq(lists.ownerId, userId)).orderBy(asc(lists.createdAt));
      const itemRows = listRows.length
        ? await tx
            .select({
              listId: listItems.listId,
              id: listItems.id,
              quoteId: listItems.quoteId,
              quoteText: quoteRef.quote_text,
              quoteAuthor: quoteRef.quote_author,
              quoteVisible: quoteRef.visible,
              content: listItems.content,
              position: listItems.position,
              isCompleted: listItems.isCompleted,
              metadata: listItems.metadata,
              createdAt: listItems.createdAt,
            })
            .from(listItems)
            .leftJoin(quotes, eq(quotes.id, listItems.quoteId))
            .where(
              inArray(
                listItems.listId,
                listRows.map((l) => l.id),
              ),
            )
            .orderBy(asc(listItems.listId), asc(listItems.position))
        : [];
      const audioRows = await tx
        .select({
          ...quoteRef,
          audioUrl: quoteAudio.audioUrl,
          ttsVoice: quoteAudio.ttsVoice,
          ttsSettings: quoteAudio.ttsSettings,
          fileSize: quoteAudio.fileSize,
          duration: quoteAudio.duration,
          createdByAdmin: quoteAudio.createdByAdmin,
          createdAt: quoteAudio.createdAt,
        })
        .from(quoteAudio)
        .innerJoin(quotes, eq(quotes.id, quoteAudio.quoteId))
        .where(eq(quoteAudio.createdBy, userId))
        .orderBy(asc(quoteAudio.createdAt));
      const pendingAudioRows = await tx
        .select({
          ...quoteRef,
          format: quoteAudioPending.format,
          fileSize: quoteAudioPending.fileSize,
          duration: quoteAudioPending.duration,
          createdAt: quoteAudioPending.createdAt,
        })
        .from(quoteAudioPending)
        .innerJoin(quotes, eq(quotes.id, quoteAudioPending.quoteId))
        .where(eq(quoteAudioPending.submittedBy, userId))
        .orderBy(asc(quoteAudioPending.createdAt));
      const visitRows = await tx
        .select({ ...quoteRef, visitedAt: quoteVisits.visitedAt })
        .from(quoteVisits)
        .innerJoin(quotes, eq(quotes.id, quoteVisits.quoteId))
        .where(eq(quoteVisits.userId, userId))
        .orderBy(asc(quoteVisits.visitedAt));
      const eventRows = await tx
        .select({
          eventName: events.eventName,
          eventType: events.eventType,
          metadata: events.metadata,
          properties: events.properties,
          pageUrl: events.pageUrl,
          referrer: events.referrer,
          userAgent: events.userAgent,
          createdAt: events.createdAt,
        })
        .from(events)
        .where(eq(events.userId, userId))
        .orderBy(asc(events.createdAt), asc(events.id));
      const sessionRows = await tx
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
      const [dailyMail] = await tx
        .select()
        .from(dailyMailSubscriptions)
        .where(eq(dailyMailSubscriptions.userId, userId));
      const deliveryRows = dailyMail
        ? await tx
            .select()
            .from(dailyMailSends)
            .where(eq(dailyMailSends.userId, userId))
            .orderBy(asc(dailyMailSends.localDay))
        : [];

      return {
        profile: {
          id: profile.id,
          email: profile.email,
          firstname: profile.firstname,
          lastname: profile.lastname,
          role: profile.role,
          theme_class: profile.themeClass,
          custom_color: profile.customColor,
          created_at: iso(profile.createdAt),
          updated_at: iso(profile.updatedAt),
          last_sign_in_at: isoOrNull(profile.lastSignInAt),
        },
        quotes: ownQuotes.map((q) => ({
          id: q.id,
          url_slug: q.urlSlug,
          text: q.text,
          author: q.author,
          category: q.category,
          tags: q.tags,
          context: q.context,
          reference_url: q.referenceUrl,
          description: q.description,
          status: q.status,
          views: q.views,
          has_audio: q.hasAudio,
          background_url: q.backgroundUrl,
          background_type: q.backgroundType,
          approved_at: isoOrNull(q.approvedAt),
          created_at: iso(q.createdAt),
          updated_at: iso(q.updatedAt),
        })),
        bookmarks: bookmarkRows.map(({ createdAt, ...ref }) => ({ ...exportedRef(ref), created_at: iso(createdAt) })),
        reactions: reactionRows.map(({ createdAt, reactionType, ...ref }) => ({
          ...exportedRef(ref),
          reaction_type: reactionType,
          created_at: iso(createdAt),
        })),
        comments: commentRows.map(({ createdAt, updatedAt, ...rest }) => ({
          ...exportedRef(rest),
          created_at: iso(createdAt),
          updated_at: iso(updatedAt),
        })),
        reports: reportRows.map(({ createdAt, resolvedAt, ...rest }) => ({
          ...exportedRef(rest),
          created_at: iso(createdAt),
          resolved_at: isoOrNull(resolvedAt),
        })),
        lists: listRows.map((l) => ({
          id: l.id,
          name: l.name,
          description: l.description,
          list_type: l.listType,
          color: l.color,
          is_public: l.isPublic,
          metadata: l.metadata,
          created_at: iso(l.createdAt),
          updated_at: iso(l.updatedAt),
          items: itemRows
            .filter((i) => i.listId === l.id)
            .map((i) => ({
              id: i.id,
              quote_id: i.quoteId,
              quote_text: i.quoteText,
              quote_author: i.quoteAuthor,
              // An item without a quote (a note) is no reference at all.
              ...(i.quoteId !== null && !i.quoteVisible ? { quote_note: EXPORT_QUOTE_UNAVAILABLE } : {}),
              content: i.content,
              position: i.position,
              is_completed: i.isCompleted,
              metadata: i.metadata,
              created_at: iso(i.createdAt),
            })),
        })),
        audio: audioRows.map((a) => ({
          ...exportedRef({
            quote_id: a.quote_id,
            quote_text: a.quote_text,
            quote_author: a.quote_author,
            visible: a.visible,
          }),
          audio_url: a.audioUrl,
          tts_voice: a.ttsVoice,
          tts_settings: a.ttsSettings,
          file_size: a.fileSize,
          duration: a.duration,
          created_by_admin: a.createdByAdmin,
          created_at: iso(a.createdAt),
        })),
        audio_awaiting_review: pendingAudioRows.map(({ format, fileSize, duration, createdAt, ...ref }) => ({
          ...exportedRef(ref),
          format,
          file_size: fileSize,
          duration,
          created_at: iso(createdAt),
        })),
        visits: visitRows.map(({ visitedAt, ...ref }) => ({ ...exportedRef(ref), visited_at: iso(visitedAt) })),
        events: eventRows.map((e) => ({
          event_name: e.eventName,
          event_type: e.eventType,
          metadata: e.metadata,
          properties: e.properties,
          page_url: e.pageUrl,
          referrer: e.referrer,
          user_agent: e.userAgent,
          created_at: iso(e.createdAt),
        })),
        sessions: sessionRows.map((s) => ({
          created_at: iso(s.createdAt),
          last_used_at: iso(s.lastSeenAt),
          expires_at: iso(s.expiresAt),
          revoked_at: isoOrNull(s.revokedAt),
          ip: s.ip,
          user_agent: s.userAgent,
          current: s.id === currentSessionId,
        })),
        daily_mail: dailyMail
          ? {
              enabled: dailyMail.enabled,
              source: dailyMail.source,
              hour: dailyMail.hour,
              timezone: dailyMail.timezone,
              created_at: iso(dailyMail.createdAt),
              updated_at: iso(dailyMail.updatedAt),
              deliveries: deliveryRows.map((d) => ({
                day: d.localDay,
                quote_id: d.quoteId,
                status: d.status,
                attempts: d.attempts,
                last_error: d.lastError,
                sent_at: isoOrNull(d.sentAt),
              })),
            }
          : null,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
