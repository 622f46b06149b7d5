import 'server-only';
import { recordAudit } from '@/lib/audit';
import { findUndeliveredPage, retryMail } from './store/outbox';
import { AppError } from '@/lib/model';
import type { Caller, Page, Paging } from '@/lib/model';
import { toUndeliveredMailDto, type UndeliveredMailDto } from './mail-dto';
import { sendDueMailSoon } from './sender';

/** GET /api/mail (admins): mail not delivered, the oldest first, one page. */
export async function listUndeliveredMail({ skip, limit }: Paging): Promise<Page<UndeliveredMailDto>> {
  const { rows, total } = await findUndeliveredPage(skip, limit);
  return { rows: rows.map(toUndeliveredMailDto), total };
}

/** POST /api/mail/{id}/retry (admins): a message tried again now, its attempts counted afresh. */
export async function retryUndeliveredMail(admin: Caller, id: string): Promise<void> {
  if (!(await retryMail(id, new Date())))
    throw new AppError('not_found', 'No such message waiting to be sent');
  await recordAudit({ action: 'mail.retry', actor: admin.email, target: id, details: {} });
  sendDueMailSoon();
}
