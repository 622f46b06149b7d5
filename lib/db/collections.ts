import 'server-only';
import { getDb } from './client';
import type { AuditDoc } from './audit-doc';
import type { CartDoc } from './carts-doc';
import type { CounterDoc } from './counters-doc';
import type { EmailConfirmationDoc } from './email-confirmations-doc';
import type { MailQuotaDoc } from './mail-quota-doc';
import type { MailSecretDoc } from './mail-secrets-doc';
import type { MessageDoc } from './messages-doc';
import type { OrderDoc } from './orders-doc';
import type { OutboxDoc } from './outbox-doc';
import type { PasswordResetDoc } from './password-resets-doc';
import type { PaymentIntentDoc } from './payment-intents-doc';
import type { ProductDoc } from './products-doc';
import type { ProfileDoc } from './profiles-doc';
import type { QuoteDoc } from './quotes-doc';
import type { ReviewDoc } from './reviews-doc';
import type { SavedListDoc } from './saved-lists-doc';
import type { CredentialDoc, UserDoc } from './users-doc';

/**
 * The typed collections, for lib/db's own modules only (ESLint refuses this import anywhere
 * else): the rest of the app asks lib/db's named operations, never a collection.
 *
 * Each document type lives beside its collection's operations, in a file of its own that imports
 * nothing of lib/db's operations (`ProductDoc` in products-doc.ts, beside products.ts, which hands
 * it on): no driver types but `Id`, and features map it to a DTO before anything leaves the
 * server. So this file, the start-up migrations and the operations import each other in no circle.
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
export const savedListsCollection = collection<SavedListDoc>('saved_lists');
export const outboxCollection = collection<OutboxDoc>('outbox');
export const passwordResetsCollection = collection<PasswordResetDoc>('password_resets');
export const emailConfirmationsCollection = collection<EmailConfirmationDoc>('email_confirmations');
export const mailSecretsCollection = collection<MailSecretDoc>('mail_secrets');
export const mailQuotaCollection = collection<MailQuotaDoc>('mail_quota');
