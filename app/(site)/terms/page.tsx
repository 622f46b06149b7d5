import type { Metadata } from 'next';
import { PolicyLink, PolicyPage } from '@/components/content/policy-page';
import { TERMS_SECTIONS, TERMS_UPDATED } from '@/lib/content';

export const metadata: Metadata = {
  title: 'Terms of sale',
  description:
    'Partsmith Manufacturing terms of sale for business buyers: minimum order quantities, USD prices and quotes, card payment, invoices, delivery, warranty and liability.',
  alternates: { canonical: '/terms' },
};

export default function TermsPage() {
  return (
    <PolicyPage title="Terms of sale" updated={TERMS_UPDATED} sections={TERMS_SECTIONS}>
      See also our <PolicyLink href="/shipping">Shipping and returns</PolicyLink> and{' '}
      <PolicyLink href="/privacy">Privacy policy</PolicyLink>. Questions about an order or a quote? Write to
      us through the <PolicyLink href="/#contact">contact form</PolicyLink>.
    </PolicyPage>
  );
}
