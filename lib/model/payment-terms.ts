/**
 * How a company may pay (issue 35), set by store admins: by card with each order, or on account,
 * its invoice due so many days after it is issued (net 7 to 90) or at the end of its month.
 */
export const PAYMENT_TERMS = ['card', 'net7', 'net15', 'net30', 'net45', 'net60', 'net90', 'eom'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  card: 'Card only',
  net7: 'Net 7',
  net15: 'Net 15',
  net30: 'Net 30',
  net45: 'Net 45',
  net60: 'Net 60',
  net90: 'Net 90',
  eom: 'End of month',
};

/** Days from the invoice to its due date; null for end of month (and for card, which has none). */
export const netDays = (terms: PaymentTerms): number | null =>
  terms.startsWith('net') ? Number(terms.slice(3)) : null;

/**
 * The store day (YYYY-MM-DD) an invoice issued on `invoiceDay` (a store day) is due: N days
 * later, or the last day of its month. Pure calendar arithmetic on the day's digits (UTC), so it
 * is the same wherever it runs.
 */
export function dueDay(terms: Exclude<PaymentTerms, 'card'>, invoiceDay: string): string {
  const [year, month, day] = invoiceDay.split('-').map(Number) as [number, number, number];
  const days = netDays(terms);
  const due =
    days === null ? new Date(Date.UTC(year, month, 0)) : new Date(Date.UTC(year, month - 1, day + days));
  return due.toISOString().slice(0, 10);
}
