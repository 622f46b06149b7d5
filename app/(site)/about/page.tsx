import type { Metadata } from 'next';
import { PolicyLink, PolicyPage } from '@/components/content/policy-page';
import { ABOUT_SECTIONS } from '@/lib/content';

export const metadata: Metadata = {
  title: 'About us',
  description:
    'Partsmith Manufacturing machines, heat-treats and inspects precision industrial parts in its own plant and sells them in bulk to workshops and manufacturers worldwide.',
  alternates: { canonical: '/about' },
};

export default function AboutPage() {
  return (
    <PolicyPage title="About us" sections={ABOUT_SECTIONS}>
      Browse our <PolicyLink href="/parts">parts catalog</PolicyLink> or ask for a quote through our{' '}
      <PolicyLink href="/#contact">contact form</PolicyLink>.
    </PolicyPage>
  );
}
