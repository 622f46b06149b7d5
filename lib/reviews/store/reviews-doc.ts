import type { Id } from '@/lib/db';

export type ReviewDoc = {
  _id: Id;
  email: string;
  name: string;
  rating: number;
  customerFeedback: string;
  createdAt: Date;
  /** Hidden by an admin (Manage Reviews): kept, but shown nowhere public. */
  hidden?: boolean;
};
