import 'server-only';
import { collection } from '@/lib/db';
import type { MessageDoc } from './messages-doc';

/** lib/contact's tables: only lib/contact/store reads or writes them. */
export const messagesCollection = collection<MessageDoc>('messages');
