import type { Metadata } from 'next';
import { QuickOrder } from '@/components/cart/quick-order';

export const metadata: Metadata = {
  title: 'Quick order',
  description:
    'Order a bill of materials: type part numbers, paste from a spreadsheet, or upload a CSV or XLSX file. Every line is checked before it goes in the cart.',
  alternates: { canonical: '/quickorder' },
};

export default function QuickOrderPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Quick order</h1>
      <p className="text-steel-700">
        Up to 1,000 lines of part number and quantity. Every line is checked against the catalog and accounted
        for before anything goes in your{' '}
        <a href="/cart" className="font-semibold text-brand-700 underline">
          cart
        </a>
        .
      </p>
      <QuickOrder />
    </div>
  );
}
