// How an amount is written for people: every page, mail, message and document the same way.

const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50" — callers write the $ sign, as the spec's labels do ('Prize: $'). */
export const formatDollars = (dollars: number) => formatter.format(dollars);

/** "$1,234.50" from integer cents: how messages, mails and documents write an amount. */
export const formatCents = (cents: number) => `$${formatDollars(cents / 100)}`;
