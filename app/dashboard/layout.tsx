import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SideMenu } from '@/components/dashboard/side-menu';
import { dashboardMenu } from '@/lib/auth/dashboard-menu';
import { requirePageUser } from '@/lib/session/page-guards';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

/**
 * Every dashboard screen: the signed-in guard (a signed-out visitor goes to /login and comes back
 * to the screen they asked for) and the side menu. Admin screens add their own guard, (admin)/.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const caller = await requirePageUser();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <SideMenu items={dashboardMenu(caller.role)} />
      <section className="min-w-0 flex-1">{children}</section>
    </div>
  );
}
