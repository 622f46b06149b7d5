/** Everything the Audit Log records. One tuple so the type, the filter's validation and the screen's menu agree. */
export const AUDIT_ACTIONS = [
  'user.make-admin',
  'user.remove-admin',
  'product.add',
  'product.edit',
  'product.delete',
  'order.delete',
  'order.ship',
  'order.deliver',
  'order.cancel',
  'order.delete_refused',
  'payment.orphaned',
  'payment.after_release',
  'payment.duplicate',
  'hold.released',
  'review.hide',
  'review.show',
  'review.delete',
  'quote.request',
  'quote.offer',
  'quote.decline',
  'quote.accept',
  'catalog.import',
  'account.password-reset',
  'mail.retry',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
