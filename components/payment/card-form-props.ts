import type { ApiCall } from '@/lib/client';

/** What the payment panel gives either gateway's card form. */
export type CardFormProps = {
  clientSecret: string | null;
  /** The payment screen's API policy, for a form that calls our API (the test gateway's). */
  call: ApiCall;
  billingName: string;
  /** What Pay charges, as the buyer reads it ($1,234.50): on the button itself. */
  amount: string;
  /** True once paid: the Pay button stays off (docs/product.md#screens-and-routes). */
  disabled: boolean;
  onPaid: (paymentIntentId: string) => Promise<void>;
  onError: (message: string) => void;
};
