import type { Id } from './ids';

// The fields of the app's documents that the start-up migrations (migrations.ts and the files
// beside it) read and write, as they were stored when each migration was written. The tables'
// own types live with their owners (lib/<module>/store); history needs only these few fields, so
// lib/db imports no feature.

/** A part, as far as search, numbering and its stock (on the part until 2026-12's stockApart) go. */
export type StoredPart = {
  _id: Id;
  name: string;
  description: string;
  keywords?: string[];
  partNumberKey?: string;
  partNumberCompact?: string;
  quantity: number;
  received?: number;
  holds?: { orderId: Id; quantity: number; at: Date }[];
  restocks?: { refundId: Id; orderId: Id; quantity: number }[];
  createdAt: Date;
};

/** An order as stored before orders had lines: one part, its fields on the order itself. */
export type SinglePartOrder = {
  _id: Id;
  status: string;
  createdAt: Date;
  stock?: 'held' | 'taken';
  holdUntil?: Date;
  totalCents: number;
  productId: Id;
  productName: string;
  partNumber?: string;
  productQuantity: number;
  unitPriceCents: number;
};

/** A quote as stored before quotes had lines. */
export type SinglePartQuote = {
  _id: Id;
  productId: Id;
  productName: string;
  quantity: number;
  unitPriceCents?: number;
};

/** A user, as far as address confirmation goes. */
export type StoredUser = { _id: Id; email: string; emailVerified?: Date | null; addressGrandfathered?: Date };
