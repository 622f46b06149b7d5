import { notFound } from 'next/navigation';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { requirePageUser } from '@/lib/session';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import { getOwnOrder } from '@/lib/orders';
import { gatewayName } from '@/lib/payments';

export default async function PaymentPage({ params }: PageProps<'/dashboard/payment/[id]'>) {
  const { id } = await params;
  const caller = await requirePageUser();
  const order = await getOwnOrder(caller, id).catch((error) => {
    if (error instanceof AppError) notFound();
    throw error;
  });
  const gateway = gatewayName();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Pay for {order.productName}</h1>
      <PaymentPanel
        order={{ ...order, lines: order.lines.slice(0, 1) }}
        lineCount={order.lines.length}
        gateway={gateway}
        publishableKey={gateway === 'stripe' ? (env().NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null}
      />
    </>
  );
}
