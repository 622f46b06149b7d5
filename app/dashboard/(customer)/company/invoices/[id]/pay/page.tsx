import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvoicePaymentPanel } from '@/components/payment/invoice-payment-panel';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import { invoiceToPay } from '@/lib/orders';
import { gatewayName } from '@/lib/payments';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Pay an invoice', robots: { index: false } };

/** A company's finance pays what is open of one of its invoices on account by card ({id}: its order). */
export default async function InvoicePaymentPage({
  params,
}: PageProps<'/dashboard/company/invoices/[id]/pay'>) {
  const { id } = await params;
  const caller = await requirePageUser(`/dashboard/company/invoices/${id}/pay`);
  const summary = await invoiceToPay(caller, id).catch((error) => {
    // Not their company's, not on account, or not theirs to pay: as if it did not exist.
    if (error instanceof AppError && ['not_found', 'forbidden'].includes(error.kind)) notFound();
    // Not booked on the account yet (a placement under way): said, not a 500.
    if (error instanceof AppError && error.kind === 'conflict') return error.message;
    throw error;
  });
  if (typeof summary === 'string')
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold">Pay an invoice</h1>
        <p role="status">{summary}</p>
      </>
    );
  const gateway = gatewayName();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Pay invoice {summary.invoice}</h1>
      {summary.open > 0 ? (
        <InvoicePaymentPanel
          orderId={id}
          summary={summary}
          billingName={caller.name ?? caller.email}
          gateway={gateway}
          publishableKey={gateway === 'stripe' ? (env().NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null}
        />
      ) : (
        <p role="status">This invoice is paid.</p>
      )}
    </>
  );
}
