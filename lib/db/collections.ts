import 'server-only';
import { getDb } from './client';
import type {
  AuditDoc,
  CounterDoc,
  CredentialDoc,
  MessageDoc,
  OrderDoc,
  PaymentIntentDoc,
  ProductDoc,
  ProfileDoc,
  QuoteDoc,
  ReviewDoc,
  UserDoc,
} from './documents';

/**
 * The typed collections, for lib/db's own modules only (ESLint refuses this import anywhere
 * else): the rest of the app asks lib/db's named operations, never a collection.
 */
const collection =
  <Doc extends object>(name: string) =>
  async () =>
    (await getDb()).collection<Doc>(name);

export const productsCollection = collection<ProductDoc>('products');
export const ordersCollection = collection<OrderDoc>('orders');
export const usersCollection = collection<UserDoc>('users');
export const credentialsCollection = collection<CredentialDoc>('credentials');
export const reviewsCollection = collection<ReviewDoc>('reviews');
export const profilesCollection = collection<ProfileDoc>('profiles');
export const paymentIntentsCollection = collection<PaymentIntentDoc>('payment_intents');
export const auditCollection = collection<AuditDoc>('audit');
export const messagesCollection = collection<MessageDoc>('messages');
export const quotesCollection = collection<QuoteDoc>('quotes');
export const countersCollection = collection<CounterDoc>('counters');
