import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ConfirmEmailNotice } from '@/components/auth/confirm-email-notice';
import { SideMenu } from '@/components/dashboard/side-menu';
import { dashboardMenu, isEmailConfirmed } from '@/lib/auth';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

/**
 * Every dashboard screen: the signed-in guard (a signed-out visitor goes to /login and comes back
 * to the screen they asked for), the side menu, and, until the account's address is confirmed, a
 * notice with Send again. Admin screens add their own guard, (admin)/.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const caller = await requirePageUser();
  const confirmed = await isEmailConfirmed(caller.email);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <SideMenu items={dashboardMenu(caller)} />
      <section className="min-w-0 flex-1">
        {!confirmed && <ConfirmEmailNotice email={caller.email} />}
        {children}
      </section>
    </div>
  );
}
