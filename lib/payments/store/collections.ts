import 'server-only';
import { collection } from '@/lib/db';
import type { PaymentIntentDoc } from './payment-intents-doc';

/** lib/payments's tables: only lib/payments/store reads or writes them. */
export const paymentIntentsCollection = collection<PaymentIntentDoc>('payment_intents');
