import { notFound } from 'next/navigation';
import { getProduct } from '@/lib/catalog/cache';

export default async function ProductPage({ params }: PageProps<'/product/[id]'>) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{product.name}</h1>
    </div>
  );
}
