import type { SlotQuote } from "#client/lib/quote-slots.tsx";

/** What every engagement control needs: the quote, whether someone is signed in, and how to ask them to. */
export interface EngagementProps {
  quote: SlotQuote;
  signedIn: boolean;
  /** Anonymous clicks open the sign-in dialog (docs/product/accounts-and-roles.md). */
  onSignInRequired: () => void;
}
