import 'server-only';
import { messagesCollection } from './collections';
import { newId } from '@/lib/db';
import type { MessageDoc } from './messages-doc';
export type { MessageDoc } from './messages-doc';

/** Stores a contact message; answers it with its id (its mail is named by it). */
export async function insertMessage(
  message: Omit<MessageDoc, '_id' | 'createdAt'>,
  now: Date,
): Promise<MessageDoc> {
  const doc: MessageDoc = { _id: newId(), ...message, createdAt: now };
  await (await messagesCollection()).insertOne(doc);
  return doc;
}

/** Admins' Messages: newest first, one page, and how many there are (read off { createdAt, _id }). */
export async function findMessagePage(skip: number, limit: number) {
  const messages = await messagesCollection();
  const [rows, total] = await Promise.all([
    messages.find({}).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    messages.countDocuments({}),
  ]);
  return { rows, total };
}
