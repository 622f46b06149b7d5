import 'server-only';
import { findUserPage } from '@/lib/accounts';
import type { Page, Paging } from '@/lib/model';
import { toUserDto, type UserDto } from './user-dto';

/** Make Admin: newest accounts first; `q` narrows to emails starting with it. */
export async function listUserPage(q: string | undefined, { skip, limit }: Paging): Promise<Page<UserDto>> {
  const { rows, total } = await findUserPage(q, skip, limit);
  return { rows: rows.map(toUserDto), total };
}
