import {
  COMMENT_MESSAGES,
  COMMENTS_PER_MINUTE,
  type Comment,
  type CommentList,
  type CommentListQuery,
} from "#contracts/comments.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { findVisibleQuote } from "#server/modules/quotes/quotes.public.ts";
import { isUuid } from "#contracts/common.ts";
import { forbidden, notFound } from "#server/plugins/errors.ts";
import { enforceLimit, type CounterStore } from "#server/plugins/rate-limit.ts";
import {
  bumpCommentsCount,
  countComments,
  deleteComment,
  findCommentPage,
  findCommentWithAuthor,
  insertComment,
  lockComment,
  toComment,
  updateCommentContent,
  type CommentRow,
} from "./comments.repository.ts";

const QUOTE_NOT_FOUND = "Quote not found";

export class CommentsService {
  constructor(
    private readonly db: Db,
    private readonly counters: CounterStore,
  ) {}

  /** A page of a quote's comments, newest first, with the total; 404 when the viewer may not see the quote. */
  async list(quoteId: string, page: CommentListQuery, viewer: QuoteViewer | null): Promise<CommentList> {
    if (!(await findVisibleQuote(this.db, quoteId, viewer))) throw notFound(QUOTE_NOT_FOUND);
    const [rows, total] = await Promise.all([findCommentPage(this.db, quoteId, page), countComments(this.db, quoteId)]);
    return { comments: rows.map(toComment), total };
  }

  /** Posts a comment as `viewer`; the quote's comment count moves in the same transaction. */
  async create(quoteId: string, content: string, viewer: QuoteViewer): Promise<Comment> {
    await enforceLimit(this.counters, `comments:${viewer.id}`, COMMENTS_PER_MINUTE, 60_000);
    const id = await this.db.transaction(async (tx) => {
      const quote = await findVisibleQuote(tx, quoteId, viewer, { lock: "update" });
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      const id = await insertComment(tx, { quoteId: quote.id, userId: viewer.id, content });
      await bumpCommentsCount(tx, quote.id, 1);
      return id;
    });
    return this.load(id);
  }

  /** Edits a comment: its author, or a comment moderator (audited). */
  async update(id: string, content: string, viewer: QuoteViewer): Promise<Comment> {
    await this.db.transaction(async (tx) => {
      const comment = await this.loadForChange(tx, id, viewer);
      await updateCommentContent(tx, id, content);
      if (comment.userId !== viewer.id) {
        await writeAuditEntry(tx, {
          actorId: viewer.id,
          action: "comment.update",
          entityType: "comment",
          entityId: id,
          details: { quote_id: comment.quoteId, author_id: comment.userId, before: comment.content },
        });
      }
    });
    return this.load(id);
  }

  /** Deletes a comment: its author, or a comment moderator (audited); the quote's count follows. */
  async remove(id: string, viewer: QuoteViewer): Promise<{ id: string; deleted: true }> {
    await this.db.transaction(async (tx) => {
      const comment = await this.loadForChange(tx, id, viewer);
      const deleted = await deleteComment(tx, id);
      if (deleted && !deleted.hidden) await bumpCommentsCount(tx, deleted.quoteId, -1);
      if (comment.userId !== viewer.id) {
        await writeAuditEntry(tx, {
          actorId: viewer.id,
          action: "comment.delete",
          entityType: "comment",
          entityId: id,
          details: { quote_id: comment.quoteId, author_id: comment.userId, content: comment.content },
        });
      }
    });
    return { id, deleted: true };
  }

  /**
   * The comment locked for a change. 404 when it does not exist or sits on a quote the viewer may not see;
   * 403 unless the viewer wrote it or moderates comments.
   */
  private async loadForChange(tx: Tx, id: string, viewer: QuoteViewer): Promise<CommentRow> {
    const comment = isUuid(id) ? await lockComment(tx, id) : undefined;
    if (!comment || !(await findVisibleQuote(tx, comment.quoteId, viewer))) throw notFound(COMMENT_MESSAGES.notFound);
    if (comment.userId !== viewer.id && !can(viewer.role, "moderateComments")) {
      throw forbidden(COMMENT_MESSAGES.forbidden);
    }
    return comment;
  }

  private async load(id: string): Promise<Comment> {
    const row = await findCommentWithAuthor(this.db, id);
    if (!row) throw notFound(COMMENT_MESSAGES.notFound);
    return toComment(row);
  }
}
