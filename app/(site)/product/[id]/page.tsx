import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderOrQuote } from '@/components/orders/order-or-quote';
import { requirePageUser } from '@/lib/session';
import { getProduct } from '@/lib/catalog';
import { formatDollars, quantityProblem } from '@/lib/selling';
import { getProfile } from '@/lib/profile';
import { partPricesFor } from '@/lib/pricelists';
import { onAccountOffer } from '@/lib/orders';
import { ProductPhoto } from '@/components/catalog/product-photo';

export const metadata: Metadata = { title: 'Order a part', robots: { index: false } };

export default async function PurchasePage({ params, searchParams }: PageProps<'/product/[id]'>) {
  const { id } = await params;
  const caller = await requirePageUser(`/product/${id}`);
  const product = await getProduct(id);
  if (!product) notFound();
  const { quantity } = await searchParams;
  // 'Reorder' from My Orders opens this page with the earlier quantity.
  const asked = Number(Array.isArray(quantity) ? quantity[0] : quantity);
  const initialQuantity = quantityProblem(asked, product) ? product.minimumQuantity : asked;
  const [profile, prices, onAccount] = await Promise.all([
    getProfile(caller.email),
    partPricesFor(caller, product._id),
    onAccountOffer(caller),
  ]);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-2">
      <section aria-labelledby="product-name">
        <ProductPhoto src={product.img} name={product.name} className="mb-4" />
        <h1 id="product-name" className="mb-2 text-3xl font-bold">
          {product.name}
        </h1>
        <p className="mb-2 text-sm text-steel-500" data-testid="part-number">
          Part no. {product.partNumber}
        </p>
        <p className="mb-4 text-steel-700">{product.description}</p>
        <p className="font-medium text-brand-700">Prize: ${formatDollars(product.prize)} per unit</p>
        <p className="text-sm text-steel-500" data-testid="stock">
          Quantity: {product.quantity} in stock
        </p>
      </section>
      <OrderOrQuote
        product={product}
        email={caller.email}
        prices={prices}
        defaultName={profile.name ?? caller.name ?? ''}
        defaultPhone={profile.phoneNumber ?? ''}
        initialQuantity={initialQuantity}
        onAccountOffer={onAccount}
      />
    </div>
  );
}
