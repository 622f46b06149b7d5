'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  approvalNeeded,
  askingLabel,
  CompanyCheckout,
  refusedForApproval,
  useCompanyOffer,
} from '@/components/companies/company-checkout';
import { PayOnAccountChoice } from '@/components/companies/pay-on-account-choice';
import { PhoneAndPo } from '@/components/orders/phone-and-po';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { cartChanged, setCartCount, endpoints, showFieldErrors, useApi } from '@/lib/client';
import { orderPagePath } from '@/lib/model';
import { checkoutSchema, type CheckoutInput } from '@/lib/validation';
import { ChargesSummary } from './charges-summary';
import { COLLECT, DeliveryChoice } from './delivery-choice';
import { useCartCharges } from './use-cart-charges';

/**
 * Checkout: who to ship to and the buyer's PO; the cart's lines become one unpaid order (every
 * line's stock held, all or none) and the payment screen opens at once. For a company buyer whose
 * order trips the company's approval rules, checkout says so before anything is sent and asks for
 * approval instead: a requisition, holding nothing, listed under My Orders.
 */
export function CheckoutForm({
  blocked,
  order,
}: {
  blocked: boolean;
  /** The cart as shown: its total, and each line's unit price (sent, so a change is refused). */
  order: {
    total: number;
    lineCount: number;
    seenPrices: { productId: string; unitPrize: number }[];
    /** Changes with any line or quantity: the shipping and tax are read again. */
    key: string;
  };
}) {
  const router = useRouter();
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [serverError, setServerError] = useState<string | null>(null);
  const offer = useCompanyOffer();
  const [serverSaysAsk, setServerSaysAsk] = useState(false);
  // Pay on account (issue 35), offered when the buyer's company has terms.
  const [onAccount, setOnAccount] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutInput>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: { customerName: '', phoneNumber: '', poNumber: '' },
  });
  // Where it goes (issue 36): a customer's address or the plant (null: the server's default), or
  // a company's ship-to; and the shipping method (null: the zone's first available).
  const [delivery, setDelivery] = useState<string | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  // Counts the 409s: a total refused as changed is read again, though the cart's lines are the same.
  const [refused, setRefused] = useState(0);
  const shipToId = useWatch({ control, name: 'shipToId' });
  const {
    charges,
    error: chargesError,
    loading,
  } = useCartCharges(
    {
      ...(shipToId ? { shipTo: shipToId } : {}),
      ...(delivery === COLLECT ? { collect: '1' } : delivery ? { address: delivery } : {}),
      ...(method ? { method } : {}),
    },
    `${order.key}|${refused}`,
  );
  const own = charges && !charges.company;
  const chosen = delivery ?? charges?.addressId ?? COLLECT;
  const reasons = approvalNeeded(offer, { ...order, total: charges?.total ?? order.total });
  const asking = reasons.length > 0 || serverSaysAsk;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const payOnAccount = onAccount && !!offer.onAccount && !offer.onAccount.blocked;
    const result = asking
      ? await call(endpoints.askApproval, { body: { ...values, payOnAccount } })
      : await call(endpoints.checkout, {
          body: {
            ...values,
            seenPrices: order.seenPrices,
            payOnAccount,
            ...(own ? (chosen === COLLECT ? { collect: true } : { addressId: chosen }) : {}),
            ...(charges?.method ? { shippingMethod: charges.method } : {}),
            ...(charges ? { seenTotal: charges.total } : {}),
          },
        });
    if (!result) return;
    if (result.ok) {
      setCartCount(0);
      // Other tabs' carts read again (the lines bought left the cart).
      cartChanged();
      // Asked for approval: My Orders lists the requisition. On account: the order is confirmed
      // and invoiced, its page shows it; by card: the payment screen.
      if (asking) router.push('/dashboard/order');
      else if ('onAccount' in result.data && result.data.onAccount && result.data.number)
        router.push(orderPagePath(result.data.number));
      else router.push(`/dashboard/payment/${result.data._id}`);
      return;
    }
    if (refusedForApproval(result)) setServerSaysAsk(true);
    // Prices or lines changed meanwhile (409): the cart is read again, so it shows what is bought now.
    if (result.status === 409) {
      cartChanged();
      setRefused((count) => count + 1);
    }
    showFieldErrors(result, setError);
    setServerError(result.error);
  });

  const unready = !asking && (!charges || loading || Boolean(charges.problem));
  return (
    <div className="max-w-xl space-y-6">
      {own && <DeliveryChoice value={chosen} onChange={setDelivery} />}
      <form onSubmit={onSubmit} noValidate className="card space-y-4 p-6" aria-label="Checkout">
        <h2 className="text-lg font-semibold">Checkout</h2>
        <FormField label="Name" error={errors.customerName?.message}>
          <input className="input" autoComplete="name" {...register('customerName')} />
        </FormField>
        <PhoneAndPo
          phone={register('phoneNumber')}
          po={register('poNumber')}
          errors={{ phone: errors.phoneNumber?.message, po: errors.poNumber?.message }}
        />
        <CompanyCheckout
          offer={offer}
          field={register('shipToId', { setValueAs: (value: string) => value || undefined })}
          error={errors.shipToId?.message}
        />
        {offer.onAccount && (
          <PayOnAccountChoice offer={offer.onAccount} onAccount={onAccount} onChange={setOnAccount} />
        )}
        {reasons.length > 0 && offer.approval && (
          <p
            className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-steel-800"
            data-testid="needs-approval"
          >
            This order needs approval by an approver of {offer.approval.companyName}: {reasons.join('; ')}.
            Nothing is held or charged until it is approved; it waits up to {offer.approval.rules.windowDays}{' '}
            days.
          </p>
        )}
        {charges && (
          <ChargesSummary
            charges={charges}
            selected={loading && method ? method : charges.method}
            onMethod={setMethod}
          />
        )}
        {chargesError && (
          <p role="alert" className="text-sm text-red-600">
            {chargesError}
          </p>
        )}
        {blocked && (
          <p role="alert" className="text-sm text-red-600">
            Fix the lines marked above to check out.
          </p>
        )}
        {serverError && !Object.keys(errors).length && (
          <p role="alert" className="text-sm text-red-600" data-testid="checkout-error">
            {serverError}
          </p>
        )}
        <SubmitButton className="btn-primary w-full" disabled={isSubmitting || blocked || unready}>
          {asking
            ? askingLabel(isSubmitting)
            : isSubmitting
              ? 'Placing order…'
              : onAccount
                ? 'Place order on account'
                : 'Checkout'}
        </SubmitButton>
      </form>
    </div>
  );
}
