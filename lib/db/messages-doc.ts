import type { Id } from './ids';

/** A visitor's message from the contact form, as typed (lib/contact/): mailed to the store and listed for admins. */
export type MessageDoc = {
  _id: Id;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
};
