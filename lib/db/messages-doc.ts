import type { Id } from './ids';

export type MessageDoc = {
  _id?: Id;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
};
