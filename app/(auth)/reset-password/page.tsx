import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

// The token rides in the fragment; this keeps it out of any Referer the page might still send.
export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false },
  referrer: 'no-referrer',
};

export default function ResetPasswordPage() {
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm />
    </AuthCard>
  );
}
