'use client';

import { Fragment, useEffect, useState } from 'react';
import { chargesFacts } from '@/components/orders/charges-facts';
import { formatDollars } from '@/lib/selling';
import { useApi, endpoints } from '@/lib/client';
import type { OrderDto } from '@/lib/orders';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { orderPagePath } from '@/lib/model';
import { TestCardForm } from './test-card-form';

type Props = {
  /** The order, with its first line only (the summary needs no more; the order's page lists them all). */
  order: OrderDto;
  lineCount: number;
  gateway: 'stripe' | 'test' | null;
  publishableKey: string | null;
};

/** A one-part order (the purchase page's): the part, its quantity and unit price, as the spec shows them. */
function OneLine({ line }: { line: OrderDto['lines'][number] }) {
  return (
    <>
      <dt className="text-steel-500">Part</dt>
      <dd>{line.name}</dd>
      <dt className="text-steel-500">Quantity</dt>
      <dd>{line.quantity}</dd>
      <dt className="text-steel-500">Unit price</dt>
      <dd>${formatDollars(line.unitPrize)}</dd>
    </>
  );
}

/** Stripe Elements only where Stripe takes the payment: the test gateway never loads it. */
const StripeCardForm = dynamic(() => import('./stripe-card-form').then((m) => m.StripeCardForm));

export function PaymentPanel({ order, lineCount, gateway, publishableKey }: Props) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(order.paid ? order.transactionId : null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { call } = useApi('payment', { returnTo: `/dashboard/payment/${order._id}` });

  useEffect(() => {
    if (order.paid || !gateway) return;
    const controller = new AbortController();
    call(endpoints.paymentIntent, {
      body: { orderId: order._id },
      signal: controller.signal,
    }).then((result) => {
      if (!result || controller.signal.aborted) return;
      if (result.ok) setClientSecret(result.data.clientSecret);
      else setError(result.error);
    });
    return () => controller.abort();
  }, [order._id, order.paid, gateway, call]);

  /**
   * The browser's word is not enough: the server checks the payment with the gateway. If that
   * check fails (network, gateway hiccup) the card was still charged, so Pay stays off and the
   * check can be retried instead.
   */
  const onPaid = async (paymentIntentId: string) => {
    setError(null);
    setUnconfirmed(paymentIntentId);
    const result = await call(endpoints.confirmPayment, {
      params: { id: order._id },
      body: { transactionId: paymentIntentId },
    });
    if (!result) return;
    if (result.ok) {
      setUnconfirmed(null);
      setTransactionId(result.data.transactionId);
    } else {
      setError(result.error);
    }
  };

  const amount = `$${formatDollars(order.totalPrize)}`;
  const formProps = {
    clientSecret,
    call,
    billingName: order.customerName,
    amount,
    disabled: Boolean(transactionId || unconfirmed),
    onPaid,
    onError: setError,
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="summary-heading" className="card p-6">
        <h2 id="summary-heading" className="mb-4 text-lg font-semibold">
          Order summary
        </h2>
        {/* What is paid for first (issue 33): a 300-line order's lines are on its own page. */}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          {order.number && (
            <>
              <dt className="text-steel-500">Order</dt>
              <dd data-testid="payment-order-number">{order.number}</dd>
            </>
          )}
          {order.poNumber && (
            <>
              <dt className="text-steel-500">PO number</dt>
              <dd>{order.poNumber}</dd>
            </>
          )}
          {lineCount === 1 ? (
            <OneLine line={order.lines[0]!} />
          ) : (
            <>
              <dt className="text-steel-500">Lines</dt>
              <dd data-testid="payment-line-count">{lineCount.toLocaleString('en-US')}</dd>
            </>
          )}
          {chargesFacts(order).map(([term, value]) => (
            <Fragment key={term}>
              <dt className="text-steel-500">{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
          <dt className="text-steel-500">Total</dt>
          <dd className="font-semibold" data-testid="payment-total">
            {amount}
          </dd>
        </dl>
        {lineCount > 1 && (
          <p className="mt-4 text-sm">
            <Link
              href={orderPagePath(order.number ?? order._id)}
              className="font-medium text-brand-700 hover:underline"
            >
              See its {lineCount.toLocaleString('en-US')} lines on the order&apos;s page
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="pay-heading" className="card p-6">
        <h2 id="pay-heading" className="mb-4 text-lg font-semibold">
          Pay by card
        </h2>
        {!gateway && (
          <p className="text-red-600">Card payments are not available right now. Please try again later.</p>
        )}
        {gateway === 'test' && (
          <>
            <p className="mb-4 rounded bg-amber-50 p-3 text-xs text-amber-800">
              Test payments: use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline. No card is
              charged.
            </p>
            <TestCardForm {...formProps} />
          </>
        )}
        {gateway === 'stripe' && publishableKey && (
          <StripeCardForm publishableKey={publishableKey} {...formProps} />
        )}
        {error && (
          <p role="alert" data-testid="payment-error" className="mt-4 text-sm text-red-600">
            {error}
          </p>
        )}
        {unconfirmed && error && (
          <button type="button" className="btn-outline mt-3" onClick={() => onPaid(unconfirmed)}>
            Check my payment again
          </button>
        )}
        {transactionId && (
          <div role="status" className="mt-4 rounded bg-green-50 p-4 text-green-800">
            <p className="font-semibold">Congrats! Your payment is completed.</p>
            <p className="text-sm break-words">
              Your transaction id: <span data-testid="payment-transaction-id">{transactionId}</span>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
