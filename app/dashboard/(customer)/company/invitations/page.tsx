import type { Metadata } from 'next';
import { BackToCompany, NotForYourRoles } from '@/components/companies/company-page-parts';
import { CompanyInvitations } from '@/components/companies/company-invitations';
import { listInvitations } from '@/lib/companies';
import { firstValues, tablePaging } from '@/lib/http';
import { can } from '@/lib/model';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Open invitations' };

/** A company admin's open invitations: re-send or revoke (issue 34). */
export default async function CompanyInvitationsPage({
  searchParams,
}: PageProps<'/dashboard/company/invitations'>) {
  const caller = await requirePageUser();
  const company = caller.company;
  if (!company || !can(caller, 'run-company', { companyId: company.companyId }))
    return (
      <NotForYourRoles title="Open invitations">
        Only a company&apos;s admins see its invitations.
      </NotForYourRoles>
    );
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Open invitations</h1>
      <p className="mb-6 text-sm text-steel-700">
        Invitations to {company.companyName} not yet accepted. Re-send one for a new link good for 7 days.{' '}
        <BackToCompany />
      </p>
      <CompanyInvitations
        key={paging.page}
        initial={await listInvitations(caller, paging)}
        page={paging.page}
      />
    </>
  );
}
