import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DailyMailSettings } from "#contracts/daily-mail.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { executePlanned } from "#server/db/planned.ts";
import { dailyMailSends, dailyMailSubscriptions, lists } from "#server/db/schema/index.ts";

export type SubscriptionRow = typeof dailyMailSubscriptions.$inferSelect;
export type SendRow = typeof dailyMailSends.$inferSelect;

/** A delivery claimed by this process: who it goes to and what to send them. */
export interface ClaimedSend {
  sendId: string;
  userId: string;
  email: string;
  firstname: string;
  source: string;
  rotation: number;
  localDay: string;
  attempts: number;
  unsubscribeToken: string;
}

/** The outcome of one attempt, written back in one statement per batch. */
export interface SendOutcome {
  sendId: string;
  status: "sent" | "retrying" | "failed";
  quoteId: string | null;
  error: string | null;
  nextAttemptAt: Date | null;
}

/** An unguessable one-click unsubscribe secret (256 bits). */
export const newUnsubscribeToken = () => randomBytes(32).toString("base64url");

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(dailyMailSubscriptions).where(eq(dailyMailSubscriptions.userId, userId));
  return row;
}

/** The member's latest delivery (the user/day index, backwards). */
export async function findLastSend(db: Db, userId: string): Promise<SendRow | undefined> {
  const [row] = await db
    .select()
    .from(dailyMailSends)
    .where(eq(dailyMailSends.userId, userId))
    .orderBy(desc(dailyMailSends.localDay))
    .limit(1);
  return row;
}

/** Whether the member owns this list (the same answer for someone else's list and for no list at all). */
export async function ownsList(db: Db, userId: string, listId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.ownerId, userId)));
  return row !== undefined;
}

/** Creates or replaces the member's settings; the unsubscribe token is made once and kept. */
export async function saveSubscription(
  db: Db,
  userId: string,
  settings: DailyMailSettings,
  next: { at: Date; day: string } | null,
): Promise<SubscriptionRow> {
  const values = {
    enabled: settings.enabled,
    source: settings.source,
    hour: settings.hour,
    timezone: settings.timezone,
    nextDueAt: next?.at ?? null,
    nextLocalDay: next?.day ?? null,
  };
  const [row] = await db
    .insert(dailyMailSubscriptions)
    .values({ userId, unsubscribeToken: newUnsubscribeToken(), ...values })
    .onConflictDoUpdate({
      target: dailyMailSubscriptions.userId,
      set: {
        ...values,
        // A new list starts at its first quote.
        rotation: sql`case when ${dailyMailSubscriptions.source} = excluded.source then ${dailyMailSubscriptions.rotation} else 0 end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Turns the mail off for the holder of this token; false when no subscription has it. Idempotent. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(dailyMailSubscriptions)
    .set({ enabled: false, nextDueAt: null, nextLocalDay: null, updatedAt: sql`now()` })
    .where(eq(dailyMailSubscriptions.unsubscribeToken, token))
    .returning({ userId: dailyMailSubscriptions.userId });
  return rows.length > 0;
}

interface DueRow {
  user_id: string;
  source: string;
  hour: number;
  timezone: string;
  rotation: number;
  unsubscribe_token: string;
  email: string;
  firstname: string;
  disabled: boolean;
}

/**
 * One batch of the mails due at `at`, in one transaction: the due subscriptions are locked (other processes skip
 * them and take the next ones), `plan` gives each its local day and next due instant, a delivery row is inserted
 * per member and day — the unique index refuses a second one, whoever tries — and the subscriptions move on.
 * Answers the deliveries this call created, leased to it until `leaseUntil`.
 */
export async function claimDue(
  db: Db,
  at: Date,
  limit: number,
  leaseUntil: Date,
  plan: (row: { hour: number; timezone: string }) => { day: string; next: { at: Date; day: string } },
): Promise<{ claimed: ClaimedSend[]; scanned: number }> {
  return db.transaction(async (tx) => {
    const due = rowsOf<DueRow>(
      await tx.execute(sql`
        select s.user_id, s.source, s.hour, s.timezone, s.rotation, s.unsubscribe_token,
          u.email, u.firstname, u.disabled_at is not null as disabled
        from daily_mail_subscriptions s join users u on u.id = s.user_id
        where s.enabled and s.next_due_at <= ${at.toISOString()}
        order by s.next_due_at
        limit ${limit}
        for update of s skip locked`),
    );
    if (due.length === 0) return { claimed: [], scanned: 0 };
    const planned = due.map((row) => ({ row, ...plan(row) }));
    const wanted = planned.filter((p) => !p.row.disabled).map((p) => ({ user_id: p.row.user_id, local_day: p.day }));
    const inserted = wanted.length
      ? rowsOf<{ id: string; user_id: string; local_day: string }>(
          await tx.execute(sql`
            insert into daily_mail_sends (user_id, local_day, status, attempts, next_attempt_at)
            select x.user_id, x.local_day, 'sending', 0, ${leaseUntil.toISOString()}
            from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as x(user_id uuid, local_day date)
            on conflict (user_id, local_day) do nothing
            returning id, user_id, local_day::text`),
        )
      : [];
    const sendOf = new Map(inserted.map((r) => [r.user_id, r]));
    const moves = planned.map((p) => ({
      user_id: p.row.user_id,
      next_due_at: p.next.at.toISOString(),
      next_local_day: p.next.day,
      step: sendOf.has(p.row.user_id) ? 1 : 0,
    }));
    await tx.execute(sql`
      update daily_mail_subscriptions s
      set next_due_at = x.next_due_at, next_local_day = x.next_local_day, rotation = s.rotation + x.step
      from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
        as x(user_id uuid, next_due_at timestamptz, next_local_day date, step int)
      where s.user_id = x.user_id`);
    const claimed = planned.flatMap(({ row }) => {
      const send = sendOf.get(row.user_id);
      if (!send) return [];
      return [
        {
          sendId: send.id,
          userId: row.user_id,
          email: row.email,
          firstname: row.firstname,
          source: row.source,
          rotation: row.rotation,
          localDay: send.local_day,
          attempts: 0,
          unsubscribeToken: row.unsubscribe_token,
        },
      ];
    });
    return { claimed, scanned: due.length };
  });
}

/**
 * Deliveries to try again whose time has come by `retriesBy` — and deliveries whose process stopped before recording
 * the outcome (their lease ran out by `leasesBy`, the present) — leased to this call until `leaseUntil`. Skipped while the member turned the mail off.
 */
export async function claimRetries(
  db: Db,
  due: { retriesBy: Date; leasesBy: Date },
  limit: number,
  leaseUntil: Date,
): Promise<ClaimedSend[]> {
  const rows = rowsOf<{
    id: string;
    user_id: string;
    email: string;
    firstname: string;
    source: string;
    rotation: number;
    local_day: string;
    attempts: number;
    unsubscribe_token: string;
  }>(
    await db.execute(sql`
      with due as (
        select d.id from daily_mail_sends d
        where d.status in ('sending', 'retrying')
          and d.next_attempt_at <= (case when d.status = 'retrying' then ${due.retriesBy.toISOString()}::timestamptz
            else ${due.leasesBy.toISOString()}::timestamptz end)
          and exists (select 1 from daily_mail_subscriptions s where s.user_id = d.user_id and s.enabled)
        order by d.next_attempt_at
        limit ${limit}
        for update skip locked
      )
      update daily_mail_sends d set status = 'sending', next_attempt_at = ${leaseUntil.toISOString()}
      from due, daily_mail_subscriptions s, users u
      where d.id = due.id and s.user_id = d.user_id and u.id = d.user_id and s.enabled and u.disabled_at is null
      returning d.id, d.user_id, u.email, u.firstname, s.source, s.rotation, d.local_day::text, d.attempts,
        s.unsubscribe_token`),
  );
  return rows.map((r) => ({
    sendId: r.id,
    userId: r.user_id,
    email: r.email,
    firstname: r.firstname,
    source: r.source,
    rotation: Math.max(0, r.rotation - 1),
    localDay: r.local_day,
    attempts: r.attempts,
    unsubscribeToken: r.unsubscribe_token,
  }));
}

/** Writes a batch's outcomes: each delivery's status, quote, attempts (one more), error and next try. */
export async function recordOutcomes(db: Db, outcomes: SendOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map((o) => ({
    id: o.sendId,
    status: o.status,
    quote_id: o.quoteId,
    last_error: o.error,
    next_attempt_at: o.nextAttemptAt?.toISOString() ?? null,
  }));
  await db.execute(sql`
    update daily_mail_sends d
    set status = x.status, quote_id = coalesce(x.quote_id, d.quote_id), attempts = d.attempts + 1,
      last_error = x.last_error, next_attempt_at = x.next_attempt_at,
      sent_at = case when x.status = 'sent' then now() else d.sent_at end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(id uuid, status text, quote_id uuid, last_error text, next_attempt_at timestamptz)
    where d.id = x.id`);
}

/** A quote as the mail shows it. */
export interface MailQuote {
  id: string;
  text: string;
  author: string;
  urlSlug: string;
}

/** How far back a tags source avoids quotes it already sent the member. */
const TAGS_REPEAT_DAYS = 60;
/** Tagged quotes considered per mail: a bounded read however common the tag. */
const TAGS_CANDIDATES = 500;

/** A member whose quote comes from one of their lists, at its place in the rotation. */
export interface ListPick {
  sendId: string;
  userId: string;
  listId: string;
  rotation: number;
}

/**
 * Each member's list quote at `rotation` (modulo the approved quotes it holds, in list order) — only while the member
 * still owns the list — by delivery; a member with an empty or deleted list has none. One statement for a whole
 * batch: its planning and its round trip are shared by every member in it.
 */
export async function quotesFromLists(db: Db, picks: readonly ListPick[]): Promise<Map<string, MailQuote>> {
  if (picks.length === 0) return new Map();
  const rows = rowsOf<MailQuote & { sendId: string }>(
    await executePlanned(
      db,
      sql`
        select x.send_id as "sendId", items.id, items.text, items.author, items."urlSlug"
        from jsonb_to_recordset(${JSON.stringify(picks.map((p) => ({ send_id: p.sendId, user_id: p.userId, list_id: p.listId, rotation: p.rotation })))}::jsonb)
          as x(send_id text, user_id uuid, list_id uuid, rotation int)
        cross join lateral (
          select q.id, q.text, q.author, q.url_slug as "urlSlug",
            row_number() over (order by li.position, li.id) - 1 as i, count(*) over () as n
          from list_items li
          join lists l on l.id = li.list_id
          join quotes q on q.id = li.quote_id
          where li.list_id = x.list_id and l.owner_id = x.user_id and q.status = 'approved'
        ) items
        where items.i = x.rotation % items.n`,
    ),
  );
  return new Map(rows.map(({ sendId, ...quote }) => [sendId, quote]));
}

/** Members whose quote comes from the same tags on the same local day. */
export interface TagsPick {
  tags: readonly string[];
  day: string;
  members: { sendId: string; userId: string }[];
}

/**
 * For members reading the same tags on the same day: each one's approved quote carrying one of the tags that they
 * have not been sent in the last TAGS_REPEAT_DAYS days — the first, in the day's order (md5 of id and day), of the
 * first TAGS_CANDIDATES such quotes — by delivery; none for a member with none left. Two statements for the whole
 * group: the tagged quotes once, then what each member was sent lately.
 */
export async function quotesFromTags(db: Db, pick: TagsPick): Promise<Map<string, MailQuote>> {
  const found = new Map<string, MailQuote>();
  if (pick.members.length === 0) return found;
  // Enough candidates that every member still has TAGS_CANDIDATES after leaving out a quote a day for the period.
  const candidates = rowsOf<MailQuote & { rank: string }>(
    await executePlanned(
      db,
      sql`
        select q.id, q.text, q.author, q.url_slug as "urlSlug", md5(q.id::text || ${pick.day}) as rank
        from quotes q
        where q.status = 'approved' and q.tags && array(select jsonb_array_elements_text(${JSON.stringify(pick.tags)}::jsonb))
        limit ${TAGS_CANDIDATES + TAGS_REPEAT_DAYS}`,
    ),
  );
  if (candidates.length === 0) return found;
  const recent = rowsOf<{ userId: string; quoteId: string }>(
    await executePlanned(
      db,
      sql`
        select d.user_id as "userId", d.quote_id as "quoteId"
        from daily_mail_sends d
        where d.user_id = any(string_to_array(${pick.members.map((m) => m.userId).join(",")}, ',')::uuid[])
          and d.quote_id is not null and d.local_day > ${pick.day}::date - ${TAGS_REPEAT_DAYS}::int`,
    ),
  );
  const sentTo = new Map<string, Set<string>>();
  for (const { userId, quoteId } of recent) {
    let sent = sentTo.get(userId);
    if (!sent) sentTo.set(userId, (sent = new Set()));
    sent.add(quoteId);
  }
  for (const { sendId, userId } of pick.members) {
    const sent = sentTo.get(userId);
    let best: (MailQuote & { rank: string }) | undefined;
    let considered = 0;
    for (const candidate of candidates) {
      if (sent?.has(candidate.id)) continue;
      if (!best || candidate.rank < best.rank) best = candidate;
      if (++considered === TAGS_CANDIDATES) break;
    }
    if (best) found.set(sendId, { id: best.id, text: best.text, author: best.author, urlSlug: best.urlSlug });
  }
  return found;
}
