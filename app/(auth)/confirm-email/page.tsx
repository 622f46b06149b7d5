import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';

// The token rides in the fragment; this keeps it out of any Referer the page might still send.
export const metadata: Metadata = {
  title: 'Confirm your email address',
  robots: { index: false },
  referrer: 'no-referrer',
};

export default function ConfirmEmailPage() {
  return (
    <AuthCard title="Confirm your email address">
      <ConfirmEmailForm />
    </AuthCard>
  );
}
