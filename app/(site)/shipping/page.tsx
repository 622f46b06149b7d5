import type { Metadata } from 'next';
import { PolicyLink, PolicyPage } from '@/components/content/policy-page';
import { SHIPPING_SECTIONS, SHIPPING_UPDATED } from '@/lib/content';

export const metadata: Metadata = {
  title: 'Shipping and returns',
  description:
    'How Partsmith Manufacturing dispatches, packs and delivers bulk parts (EXW or DAP), how to report damaged goods, and which parts can be returned within 30 days.',
  alternates: { canonical: '/shipping' },
};

export default function ShippingPage() {
  return (
    <PolicyPage title="Shipping and returns" updated={SHIPPING_UPDATED} sections={SHIPPING_SECTIONS}>
      Risk, warranty and liability are set out in our <PolicyLink href="/terms">Terms of sale</PolicyLink>. To
      report a delivery problem or arrange a return, use our{' '}
      <PolicyLink href="/#contact">contact form</PolicyLink>.
    </PolicyPage>
  );
}
