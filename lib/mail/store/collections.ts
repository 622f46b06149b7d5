import 'server-only';
import { collection } from '@/lib/db';
import type { MailQuotaDoc } from './mail-quota-doc';
import type { MailSecretDoc } from './mail-secrets-doc';
import type { OutboxDoc } from './outbox-doc';

/** lib/mail's tables: only lib/mail/store reads or writes them. */
export const mailQuotaCollection = collection<MailQuotaDoc>('mail_quota');
export const mailSecretsCollection = collection<MailSecretDoc>('mail_secrets');
export const outboxCollection = collection<OutboxDoc>('outbox');
