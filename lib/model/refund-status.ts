/** A refund's life: recorded before the gateway is asked, then settled by its answer (or its webhook). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A credit note's printed number: CN-000042. */
export const creditNoteLabel = (n: number) => `CN-${String(n).padStart(6, '0')}`;

/** A return's printed number (RMA, issued when the return is approved): RMA-000042. */
export const rmaLabel = (n: number) => `RMA-${String(n).padStart(6, '0')}`;
