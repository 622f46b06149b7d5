import Link from 'next/link';
import type { ReactNode } from 'react';

/** The way back to the Company page from its sub-pages (orders, quotes, invitations). */
export const BackToCompany = () => (
  <Link href="/dashboard/company" className="font-semibold text-brand-700 underline">
    Back to Company
  </Link>
);

/** A company sub-page to a member whose roles do not open it: its title and who it is for. */
export function NotForYourRoles({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      <p role="status">
        {children} <BackToCompany />
      </p>
    </>
  );
}
