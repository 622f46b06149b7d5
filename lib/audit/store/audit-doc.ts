import type { AuditAction } from '@/lib/model';
import type { Id } from '@/lib/db';

export type AuditDoc = {
  _id?: Id;
  action: AuditAction;
  /** Email of who did it. */
  actor: string;
  /** What it was done to: an email or a document id. */
  target: string;
  details?: Record<string, unknown>;
  at: Date;
};
