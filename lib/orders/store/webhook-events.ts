import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection } from '@/lib/db';

type WebhookEventDoc = {
  _id: string;
  type: string;
  status: 'processing' | 'done';
  receivedAt: Date;
  doneAt?: Date;
};

const webhookEvents = collection<WebhookEventDoc>('webhook_events');

/** False when this event was already handled to the end (a replay); true when it should run. */
export async function beginEvent(id: string, type: string): Promise<boolean> {
  const events = await webhookEvents();
  try {
    await events.insertOne({ _id: id, type, status: 'processing', receivedAt: new Date() });
    return true;
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    // Seen before: run again only if that delivery never finished (its work is idempotent).
    return (await events.findOne({ _id: id }))?.status !== 'done';
  }
}

export async function finishEvent(id: string): Promise<void> {
  await (await webhookEvents()).updateOne({ _id: id }, { $set: { status: 'done', doneAt: new Date() } });
}
