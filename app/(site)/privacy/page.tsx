import type { Metadata } from 'next';
import { PolicyLink, PolicyPage } from '@/components/content/policy-page';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '@/lib/content';

export const metadata: Metadata = {
  title: 'Privacy policy',
  description:
    'What personal data Partsmith Manufacturing collects from buyers, which cookies the site uses, how long data is kept, and how to access, correct or delete it.',
  alternates: { canonical: '/privacy' },
};

export default function PrivacyPage() {
  return (
    <PolicyPage title="Privacy policy" updated={PRIVACY_UPDATED} sections={PRIVACY_SECTIONS}>
      To ask about your data, or to have it corrected or deleted, use our{' '}
      <PolicyLink href="/#contact">contact form</PolicyLink>.
    </PolicyPage>
  );
}
