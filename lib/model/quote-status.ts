/**
 * A quote's life (lib/quotes/): a customer asks (`requested`), an admin answers with a price until a
 * date (`offered`) or declines, and the customer accepts the offer into an order (`accepted`).
 * `expired` is never stored: it is an offer whose date has passed, seen as such when read.
 */
export const QUOTE_STATES = ['requested', 'offered', 'declined', 'accepted'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** What the screens and the API show: the stored state, or `expired` for a lapsed offer. */
export const QUOTE_STATUSES = [...QUOTE_STATES, 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Words on the quote screens. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: 'Waiting for our offer',
  offered: 'Offer ready',
  declined: 'Declined',
  accepted: 'Accepted',
  expired: 'Offer expired',
};

/** Why the shop declined the quotes of a part it deleted (shown with the quote). */
export const PART_WITHDRAWN_REASON = 'This part is no longer sold.';
