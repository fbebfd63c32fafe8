import type { FastifyBaseLogger } from "fastify";
import { parseDailyMailSource, unsubscribePath } from "#contracts/daily-mail.ts";
import { quotePagePath } from "#contracts/share.ts";
import type { Db } from "#server/db/client.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { dailyQuoteMail } from "#server/mail/templates/daily-quote.ts";
import type { DailyQuoteService } from "#server/modules/daily-quote/daily-quote.service.ts";
import {
  claimDue,
  claimRetries,
  quotesFromLists,
  quotesFromTags,
  recordOutcomes,
  type ClaimedSend,
  type ListPick,
  type MailQuote,
  type SendOutcome,
  type TagsPick,
} from "./daily-mail.repository.ts";
import { latestOccurrence, occurrenceAfterDay } from "./local-time.ts";

/**
 * Deliveries per batch: each claim is one transaction, the quotes of list and tags sources a statement or two, and
 * the outcomes one statement. Statements cost the database mostly per statement, not per row: 250 at a time spend
 * a third of the database time 50 did.
 */
export const SEND_BATCH_SIZE = 250;
/** Mails in flight at once within a batch. */
const SEND_CONCURRENCY = 4;
/**
 * Between two batches the sender rests three times as long as the batch took, up to BATCH_REST_MAX_MS_PER_MAIL for
 * each mail it held: its statements then hold the database (PGlite's one thread, or PostgreSQL's processes) a
 * quarter of the time at most, and requests find the CPU free. Resting only as long as each batch (half the time)
 * doubled the home list's p50 and p99 during a 10,000-mail morning on two cores; three times as long leaves p50
 * and throughput as at idle and still sends 10,000 mails within a minute (docs/performance.md).
 */
const BATCH_REST_FACTOR = 3;
const BATCH_REST_MAX_MS_PER_MAIL = 3;
/** How long a process holds a delivery it claimed; one whose process stopped is taken up again after it. */
const LEASE_MS = 10 * 60_000;

/** Attempts per mail, and the first wait before trying again (each next wait is four times longer). */
export const RETRY_POLICY = { maxAttempts: 5, firstDelayMs: 60_000, factor: 4 } as const;

/** The wait after the `attempts`-th failed attempt: 1 min, 4 min, 16 min, 64 min. */
export function retryDelayMs(attempts: number): number {
  return RETRY_POLICY.firstDelayMs * RETRY_POLICY.factor ** Math.max(0, attempts - 1);
}

export interface DailyMailSenderOptions {
  db: Db;
  mailer: Mailer;
  daily: DailyQuoteService;
  publicUrl: string;
  log: FastifyBaseLogger;
  batchSize?: number;
}

/** What a run did. */
export interface RunResult {
  sent: number;
  failed: number;
}

/**
 * Sends the morning e-mails due at an instant (docs/product/daily-mail.md): claims the due members in batches (one
 * delivery row per member and local day — the database refuses a second, whichever process asks), picks each
 * one's quote, sends through the app's mailer and records the outcome; failed attempts are tried again with
 * back-off until RETRY_POLICY's attempts are used up, then marked failed (the member's settings show it).
 */
export class DailyMailSender {
  private readonly batchSize: number;
  private closed = false;

  constructor(private readonly options: DailyMailSenderOptions) {
    this.batchSize = options.batchSize ?? SEND_BATCH_SIZE;
  }

  /** Stops after the running batch. */
  close() {
    this.closed = true;
  }

  /**
   * Everything due at `at`: new mails whose hour has come, then retries whose wait is over. Retry waits count from
   * `at` or the present, whichever is later, so that a run for a future instant (tests, operators) behaves as it
   * will then.
   */
  async run(at: Date): Promise<RunResult> {
    const clock = Math.max(at.getTime(), Date.now());
    // Leases are real time whatever `at` says: a run for a later instant must not take over a mail being sent.
    const lease = () => new Date(Date.now() + LEASE_MS);
    // Members share hours and zones: each pair's day and next instant is worked out once per run.
    const plans = new Map<string, { day: string; next: { at: Date; day: string } }>();
    const plan = (hour: number, timezone: string) => {
      const key = `${hour} ${timezone}`;
      let found = plans.get(key);
      if (!found) {
        const latest = latestOccurrence(at, hour, timezone);
        found = { day: latest.day, next: occurrenceAfterDay(latest.day, hour, timezone) };
        plans.set(key, found);
      }
      return found;
    };
    const result: RunResult = { sent: 0, failed: 0 };
    const add = (r: RunResult) => {
      result.sent += r.sent;
      result.failed += r.failed;
    };
    while (!this.closed) {
      const started = Date.now();
      const { claimed, scanned } = await claimDue(this.options.db, at, this.batchSize, lease(), ({ hour, timezone }) =>
        plan(hour, timezone),
      );
      add(await this.deliver(claimed, clock));
      if (scanned < this.batchSize) break;
      await rest(started, claimed.length);
    }
    while (!this.closed) {
      const started = Date.now();
      const due = { retriesBy: at, leasesBy: new Date() };
      const retries = await claimRetries(this.options.db, due, this.batchSize, lease());
      add(await this.deliver(retries, clock));
      if (retries.length < this.batchSize) break;
      await rest(started, retries.length);
    }
    return result;
  }

  private async deliver(batch: ClaimedSend[], clock: number): Promise<RunResult> {
    if (batch.length === 0) return { sent: 0, failed: 0 };
    const outcomes: SendOutcome[] = [];
    let ofTheDay: Promise<MailQuote | undefined> | undefined;
    const quoteOfTheDay = () =>
      (ofTheDay ??= this.options.daily.today().then(
        ({ quote }) => ({ id: quote.id, text: quote.text, author: quote.author, urlSlug: quote.url_slug }),
        () => undefined,
      ));
    const fromSources = await this.pickQuotes(batch);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const send = batch[next++]!;
        const quote = fromSources.get(send.sendId) ?? (await quoteOfTheDay());
        outcomes.push(await this.deliverOne(send, clock, quote));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, batch.length) }, worker));
    await recordOutcomes(this.options.db, outcomes);
    return {
      sent: outcomes.filter((o) => o.status === "sent").length,
      failed: outcomes.filter((o) => o.status === "failed").length,
    };
  }

  private async deliverOne(send: ClaimedSend, clock: number, quote: MailQuote | undefined): Promise<SendOutcome> {
    const { log, publicUrl } = this.options;
    const attempt = send.attempts + 1;
    if (!quote) {
      log.warn({ userId: send.userId, day: send.localDay }, "morning e-mail: no quote to send");
      return failure(send, attempt, clock, "No approved quote to send");
    }
    const message = dailyQuoteMail({
      to: send.email,
      firstname: send.firstname,
      quote,
      quoteLink: `${publicUrl}${quotePagePath(quote.urlSlug)}`,
      unsubscribeLink: `${publicUrl}${unsubscribePath(send.unsubscribeToken)}`,
      settingsLink: `${publicUrl}/dashboard`,
      publicUrl,
    });
    try {
      await this.options.mailer.send(message);
      return { sendId: send.sendId, status: "sent", quoteId: quote.id, error: null, nextAttemptAt: null };
    } catch (err) {
      const outcome = failure(send, attempt, clock, smtpError(err), quote.id);
      // The member's id, never their address: the mailer's own log is the only one that names it.
      const fields = { err, userId: send.userId, day: send.localDay, attempt, status: outcome.status };
      if (outcome.status === "failed") log.error(fields, "morning e-mail failed for good after its last attempt");
      else log.warn({ ...fields, retryAt: outcome.nextAttemptAt }, "morning e-mail failed; it will be retried");
      return outcome;
    }
  }

  /**
   * The quotes of the members whose source is a list or tags, by delivery, read for the whole batch at once: one
   * statement for the lists, two per set of tags and day. A member missing from the answer (an empty or deleted
   * list, tags with no unsent quote, or a source that could not be read) gets the quote of the day, so that the
   * morning still brings a quote.
   */
  private async pickQuotes(batch: readonly ClaimedSend[]): Promise<Map<string, MailQuote>> {
    const { db, log } = this.options;
    const lists: ListPick[] = [];
    const tagGroups = new Map<string, TagsPick>();
    for (const send of batch) {
      const source = parseDailyMailSource(send.source);
      if (!("kind" in source)) continue;
      if (source.kind === "list") {
        lists.push({ sendId: send.sendId, userId: send.userId, listId: source.listId, rotation: send.rotation });
      } else if (source.kind === "tags") {
        const key = `${send.localDay} ${[...source.tags].sort().join(",")}`;
        let group = tagGroups.get(key);
        if (!group) tagGroups.set(key, (group = { tags: source.tags, day: send.localDay, members: [] }));
        group.members.push({ sendId: send.sendId, userId: send.userId });
      }
    }
    const found = new Map<string, MailQuote>();
    const read = async (
      source: "list" | "tags",
      members: readonly { sendId: string; userId: string }[],
      reading: () => Promise<Map<string, MailQuote>>,
    ) => {
      try {
        for (const [sendId, quote] of await reading()) found.set(sendId, quote);
      } catch (err) {
        log.error({ err, source, members: members.length }, "morning e-mail: could not read the members' sources");
      }
      for (const { sendId, userId } of members) {
        if (!found.has(sendId)) {
          log.info({ userId, source }, "morning e-mail: the source has no quote; sending the quote of the day");
        }
      }
    };
    await read("list", lists, () => quotesFromLists(db, lists));
    for (const group of tagGroups.values()) await read("tags", group.members, () => quotesFromTags(db, group));
    return found;
  }
}

function failure(send: ClaimedSend, attempt: number, clock: number, error: string, quoteId: string | null = null) {
  const last = attempt >= RETRY_POLICY.maxAttempts;
  return {
    sendId: send.sendId,
    status: last ? "failed" : "retrying",
    quoteId,
    error,
    nextAttemptAt: last ? null : new Date(clock + retryDelayMs(attempt)),
  } satisfies SendOutcome;
}

/** What the mail server answered (its code and words), or the connection's error; never the recipient. */
function smtpError(err: unknown): string {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(err);
  const said = e.responseCode ? `${e.responseCode} ${text}` : e.code ? `${e.code}: ${text}` : text;
  // Servers often quote the rejected address back.
  return said.replace(/<?[^\s<>@]+@[^\s<>]+>?/g, "<address>").slice(0, 500);
}

function rest(batchStarted: number, mails: number) {
  const ms = Math.min((Date.now() - batchStarted) * BATCH_REST_FACTOR, mails * BATCH_REST_MAX_MS_PER_MAIL);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
