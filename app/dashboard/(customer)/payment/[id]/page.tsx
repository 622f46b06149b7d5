import { notFound } from 'next/navigation';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { requirePageUser } from '@/lib/auth/page-guards';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model/app-error';
import { findOwnOrder } from '@/lib/orders/access';
import { toOrderDto } from '@/lib/orders/order-dto';
import { gatewayName } from '@/lib/payments/gateway';

export default async function PaymentPage({ params }: PageProps<'/dashboard/payment/[id]'>) {
  const { id } = await params;
  const caller = await requirePageUser();
  const order = await findOwnOrder(caller, id).catch((error) => {
    if (error instanceof AppError) notFound();
    throw error;
  });
  const gateway = gatewayName();
  const dto = toOrderDto(order);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Pay for {dto.productName}</h1>
      <PaymentPanel
        order={dto}
        gateway={gateway}
        publishableKey={gateway === 'stripe' ? (env().NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null}
      />
    </>
  );
}
