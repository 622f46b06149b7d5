import 'server-only';
import { messagesCollection } from './collections';
import type { Id } from './ids';

export type MessageDoc = {
  _id?: Id;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
};

export async function insertMessage(message: Omit<MessageDoc, '_id' | 'createdAt'>): Promise<void> {
  await (await messagesCollection()).insertOne({ ...message, createdAt: new Date() });
}
