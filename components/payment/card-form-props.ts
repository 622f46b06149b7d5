/** What the payment panel gives either gateway's card form. */
export type CardFormProps = {
  clientSecret: string | null;
  billingName: string;
  /** True once paid: the Pay button stays off (SPEC §4). */
  disabled: boolean;
  onPaid: (paymentIntentId: string) => Promise<void>;
  onError: (message: string) => void;
};
