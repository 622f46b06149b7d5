/** A payment's states as the gateways (Stripe's PaymentIntent, the offline test gateway) name them. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled'
  | 'requires_capture';
