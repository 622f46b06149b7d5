import type { ReactNode } from 'react';
import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { getPageAdmin, pagePath } from '@/lib/session';

/**
 * The admin screens' one guard (the spec's admin guard): a visitor who is not an admin is signed
 * out and sent to /login, which brings them back here afterwards. Each page also asks
 * getPageAdmin() before reading anything (layouts do not render again on client navigation).
 */
export default async function AdminScreensLayout({ children }: { children: ReactNode }) {
  if (!(await getPageAdmin())) return <ForcedSignOut origin={await pagePath()} />;
  return children;
}
