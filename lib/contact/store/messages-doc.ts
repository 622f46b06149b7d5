import type { Id } from '@/lib/db';

/** A visitor's message from the contact form, as typed (lib/contact/): mailed to the store and listed for admins. */
export type MessageDoc = {
  _id: Id;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
};
