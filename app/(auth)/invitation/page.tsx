import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { InvitationAccept } from '@/components/companies/invitation-accept';

// The token rides in the fragment; this keeps it out of any Referer the page might still send.
export const metadata: Metadata = {
  title: 'Join your company',
  robots: { index: false },
  referrer: 'no-referrer',
};

/** The invitation mail's link (issue 34). */
export default function InvitationPage() {
  return (
    <AuthCard title="Join your company">
      <InvitationAccept />
    </AuthCard>
  );
}
