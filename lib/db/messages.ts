import 'server-only';
import { messagesCollection } from './collections';
import type { MessageDoc } from './messages-doc';
export type { MessageDoc } from './messages-doc';

export async function insertMessage(message: Omit<MessageDoc, '_id' | 'createdAt'>): Promise<void> {
  await (await messagesCollection()).insertOne({ ...message, createdAt: new Date() });
}
