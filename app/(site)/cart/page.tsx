import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';

export const metadata: Metadata = {
  title: 'Cart',
  description: 'The parts in your cart, priced by quantity, ready to check out in one order.',
  alternates: { canonical: '/cart' },
  robots: { index: false },
};

/** The same page for everyone: the cart is filled in by the browser (components/cart/cart-view.tsx). */
export default function CartPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Cart</h1>
      <CartView />
    </div>
  );
}
