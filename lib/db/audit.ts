import 'server-only';
import { getDb } from './client';

export type AuditAction =
  | 'user.make-admin'
  | 'user.remove-admin'
  | 'product.add'
  | 'product.edit'
  | 'product.delete'
  | 'order.delete'
  | 'order.ship'
  | 'order.cancel'
  | 'payment.orphaned';

export type AuditDoc = {
  action: AuditAction;
  /** Email of who did it. */
  actor: string;
  /** What it was done to: an email or a document id. */
  target: string;
  details?: Record<string, unknown>;
  at: Date;
};

/** Who did what to whom, when. Append-only: nothing in the app updates or deletes these. */
export async function recordAudit(entry: Omit<AuditDoc, 'at'>): Promise<void> {
  await (await getDb()).collection<AuditDoc>('audit').insertOne({ ...entry, at: new Date() });
}
