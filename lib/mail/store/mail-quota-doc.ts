/**
 * The hourly bound of one recipient's mail (lib/mail/store/mail-quota.ts): `_id` is the address, `sends`
 * the times of its last messages (at most the bound's number, oldest first). A TTL index drops it
 * an hour after the last one, when none of them counts any more.
 */
export type MailQuotaDoc = { _id: string; sends: Date[]; expiresAt: Date };
