import 'server-only';
import type { ObjectId } from 'mongodb';
import { getDb } from './client';

export type ReviewDoc = {
  _id: ObjectId;
  email: string;
  name: string;
  rating: number;
  customerFeedback: string;
  createdAt: Date;
};

export async function reviewsCollection() {
  return (await getDb()).collection<ReviewDoc>('reviews');
}

export async function listReviews(filter: { email?: string } = {}, limit = 50): Promise<ReviewDoc[]> {
  const query = filter.email ? { email: filter.email } : {};
  return (await reviewsCollection()).find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
}
