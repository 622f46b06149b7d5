import 'server-only';
import { getDb } from './client';
import type { AuditDoc } from './audit';
import type { CartDoc } from './carts';
import type { CounterDoc } from './counters';
import type { MessageDoc } from './messages';
import type { OrderDoc } from './orders';
import type { PaymentIntentDoc } from './payment-intents';
import type { ProductDoc } from './products';
import type { ProfileDoc } from './profiles';
import type { QuoteDoc } from './quotes';
import type { ReviewDoc } from './reviews';
import type { CredentialDoc, UserDoc } from './users';

/**
 * The typed collections, for lib/db's own modules only (ESLint refuses this import anywhere
 * else): the rest of the app asks lib/db's named operations, never a collection.
 *
 * Each document type lives beside its collection's operations (`ProductDoc` in products.ts), as
 * the rest of the app may read it: no driver types but `Id`, and features map it to a DTO before
 * anything leaves the server. The types come in by `import type` only, which vanishes in the
 * build, so the operation files importing this one make no cycle (import/no-cycle skips them).
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
export const cartsCollection = collection<CartDoc>('carts');
