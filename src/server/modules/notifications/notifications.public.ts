import type { Tx } from "#server/db/client.ts";
import { notifications } from "#server/db/schema/index.ts";
import { quotedText } from "./attribution-notifier.ts";

/**
 * What other modules may use of the notifications module: telling the member who proposed a correction how it was
 * decided, in the transaction that decides it.
 */
export async function noticeCorrectionDecided(
  tx: Tx,
  decision: {
    proposerId: string | null;
    quote: { id: string; text: string };
    accepted: boolean;
    reason: string | null;
  },
): Promise<void> {
  if (!decision.proposerId) return;
  const text = quotedText(decision.quote.text);
  const outcome = decision.accepted ? "was accepted" : "was not accepted";
  const reason = decision.reason ? `: ${decision.reason}` : "";
  await tx.insert(notifications).values({
    userId: decision.proposerId,
    kind: "correction_decided",
    quoteId: decision.quote.id,
    message: `Your correction to “${text}” ${outcome}${reason}`,
  });
}
