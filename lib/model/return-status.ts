/** A return's states (lib/returns/store/returns-doc.ts), in the order a return moves through them. */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'credited',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Units of these returns still count against what can be returned; rejected and cancelled ones do not. */
export const COUNTED_RETURNS: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'received',
  'refunded',
  'credited',
];

/** Each move, as data: the states it leaves and the one it makes (one conditional write each). */
export const RETURN_MOVES = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  cancel: { from: ['requested', 'approved'], to: 'cancelled' },
  receive: { from: ['approved'], to: 'received' },
  refund: { from: ['received'], to: 'refunded' },
  credit: { from: ['received'], to: 'credited' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>;
export type ReturnMove = keyof typeof RETURN_MOVES;

/** Words the screens show for each state. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'requested',
  approved: 'approved: send it back',
  rejected: 'rejected',
  received: 'received',
  refunded: 'refunded',
  credited: 'credited on account',
  cancelled: 'cancelled',
};

/** Why a buyer sends units back (the return form's choices). */
export const RETURN_REASONS = {
  damaged: 'Arrived damaged',
  defective: 'Defective',
  'wrong-part': 'Wrong part sent',
  'ordered-by-mistake': 'Ordered by mistake',
  'not-needed': 'No longer needed',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
