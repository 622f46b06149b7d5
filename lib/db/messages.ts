import 'server-only';
import type { ObjectId } from 'mongodb';
import { getDb } from './client';

export type MessageDoc = {
  _id?: ObjectId;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
};

export async function insertMessage(message: Omit<MessageDoc, '_id' | 'createdAt'>): Promise<void> {
  const db = await getDb();
  await db.collection<MessageDoc>('messages').insertOne({ ...message, createdAt: new Date() });
}
