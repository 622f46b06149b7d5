import 'server-only';
import { findMessagePage } from './store/messages';
import type { Page, Paging } from '@/lib/model';
import { toContactMessageDto, type ContactMessageDto } from './message-dto';

/** GET /api/contact and Messages (admins): the contact form's messages, newest first, one page. */
export async function listContactMessages({ skip, limit }: Paging): Promise<Page<ContactMessageDto>> {
  const { rows, total } = await findMessagePage(skip, limit);
  return { rows: rows.map(toContactMessageDto), total };
}
