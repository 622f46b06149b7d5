'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { endpoints, useApi } from '@/lib/client';
import { orderPagePath } from '@/lib/model';
import { formatDollars } from '@/lib/selling';
import { TestCardForm } from './test-card-form';

type Props = {
  /** The order whose invoice is paid ({id} of the API), and what the screen shows of it. */
  orderId: string;
  summary: { invoice: string; order: string; poNumber: string | null; open: number; dueDate: string };
  billingName: string;
  gateway: 'stripe' | 'test' | null;
  publishableKey: string | null;
};

/** Stripe Elements only where Stripe takes the payment: the test gateway never loads it. */
const StripeCardForm = dynamic(() => import('./stripe-card-form').then((m) => m.StripeCardForm));

/**
 * A company's finance pays what is open of an invoice on account by card (issue 35): the server
 * starts a payment of the open amount, the card form takes it, and the server books it once the
 * gateway confirms it went through.
 */
export function InvoicePaymentPanel({ orderId, summary, billingName, gateway, publishableKey }: Props) {
  const { call } = useApi('payment', { returnTo: `/dashboard/company/invoices/${orderId}/pay` });
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!gateway) return;
    const controller = new AbortController();
    void call(endpoints.startInvoicePayment, { params: { id: orderId }, signal: controller.signal }).then(
      (result) => {
        if (!result || controller.signal.aborted) return;
        if (result.ok) setClientSecret(result.data.clientSecret);
        else setError(result.error);
      },
    );
    return () => controller.abort();
  }, [orderId, gateway, call]);

  const onPaid = async (paymentIntentId: string) => {
    setError(null);
    const result = await call(endpoints.confirmInvoicePayment, {
      params: { id: orderId },
      body: { transactionId: paymentIntentId },
    });
    if (!result) return;
    if (result.ok)
      setDone(
        `${result.data.invoice}: ${result.data.state} ($${formatDollars(result.data.paid)} of $${formatDollars(result.data.amount)} paid).`,
      );
    else setError(result.error);
  };

  const amount = `$${formatDollars(summary.open)}`;
  const formProps = {
    clientSecret,
    call,
    billingName,
    amount,
    disabled: Boolean(done),
    onPaid,
    onError: setError,
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="invoice-heading" className="card p-6">
        <h2 id="invoice-heading" className="mb-4 text-lg font-semibold">
          Invoice {summary.invoice}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-steel-500">Order</dt>
          <dd>
            <Link href={orderPagePath(summary.order)} className="text-brand-700 underline">
              {summary.order}
            </Link>
          </dd>
          {summary.poNumber && (
            <>
              <dt className="text-steel-500">PO number</dt>
              <dd>{summary.poNumber}</dd>
            </>
          )}
          <dt className="text-steel-500">Due</dt>
          <dd>{summary.dueDate}</dd>
          <dt className="text-steel-500">Open</dt>
          <dd className="font-semibold" data-testid="invoice-open">
            {amount}
          </dd>
        </dl>
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
        {done && (
          <p role="status" className="mt-4 rounded bg-green-50 p-4 text-green-800" data-testid="invoice-paid">
            Payment booked. {done}
          </p>
        )}
      </section>
    </div>
  );
}
