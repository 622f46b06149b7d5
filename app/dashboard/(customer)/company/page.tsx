import type { Metadata } from 'next';
import Link from 'next/link';
import { StatementForm } from '@/components/companies/statement-form';
import { ApplyForm } from '@/components/companies/apply-form';
import { ApprovalRulesForm } from '@/components/companies/approval-rules-form';
import { CompanyCard } from '@/components/companies/company-card';
import { CompanyLocations } from '@/components/companies/company-locations';
import { CompanyMembers } from '@/components/companies/company-members';
import { InviteForm } from '@/components/companies/invite-form';
import { MySpending } from '@/components/companies/my-spending';
import { listMembers, myCompany } from '@/lib/companies';
import { firstValues, tablePaging } from '@/lib/http';
import { mySpending } from '@/lib/orders';
import { can, COMPANY_ROLE_LABELS, PAYMENT_TERMS_LABELS } from '@/lib/model';
import { requirePageUser } from '@/lib/session';

export const metadata: Metadata = { title: 'Company' };

/**
 * Company (issue 34): a customer in no company applies for one here; a member sees the company and
 * its members; its admins invite people and change roles.
 */
export default async function CompanyPage({ searchParams }: PageProps<'/dashboard/company'>) {
  const caller = await requirePageUser();
  const { company, roles } = await myCompany(caller);
  if (!company || company.status === 'declined')
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold">Company</h1>
        {company && (
          <p className="mb-4" role="status">
            Your application for {company.name} was declined{company.reason ? `: ${company.reason}` : '.'}
          </p>
        )}
        <ApplyForm />
      </>
    );
  const membership = caller.company;
  const may = (action: 'run-company' | 'see-company' | 'see-account') =>
    membership ? can(caller, action, { companyId: membership.companyId }) : false;
  const runsCompany = may('run-company');
  const paging = tablePaging(firstValues(await searchParams).page);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Company</h1>
      <div className="space-y-6">
        <CompanyCard company={company} />
        {company.status === 'applied' && (
          <p role="status">Your application is waiting for a decision. We will answer by email.</p>
        )}
        {company.status === 'suspended' && (
          <p role="status">This company is suspended: ask the store to reinstate it.</p>
        )}
        {membership && (
          <>
            <p>
              Your roles: {roles.map((role) => COMPANY_ROLE_LABELS[role]).join(', ')}.
              {runsCompany && (
                <>
                  {' '}
                  <Link
                    href="/dashboard/company/invitations"
                    className="font-semibold text-brand-700 underline"
                  >
                    Open invitations
                  </Link>
                </>
              )}
            </p>
            {roles.includes('buyer') && <MySpending spending={await mySpending(caller)} />}
            {may('see-company') && (
              <p>
                <Link href="/dashboard/company/orders" className="font-semibold text-brand-700 underline">
                  Company orders
                </Link>{' '}
                and{' '}
                <Link href="/dashboard/company/quotes" className="font-semibold text-brand-700 underline">
                  Company quotes
                </Link>{' '}
                — every order placed and every quote asked for {company.name}.
              </p>
            )}
            {company.terms !== 'card' && may('see-account') && (
              <StatementForm terms={PAYMENT_TERMS_LABELS[company.terms]} />
            )}
            <CompanyLocations shipTos={company.shipTos} runsCompany={runsCompany} />
            {runsCompany && <ApprovalRulesForm rules={company.approvalRules} />}
            {runsCompany && <InviteForm />}
            <section aria-labelledby="members-heading">
              <h2 id="members-heading" className="mb-3 text-lg font-semibold">
                Members
              </h2>
              <CompanyMembers
                key={paging.page}
                initial={await listMembers(caller, paging)}
                page={paging.page}
                runsCompany={runsCompany}
                self={caller.email}
                shipTos={company.shipTos.map(({ id, label }) => ({ id, label }))}
              />
            </section>
          </>
        )}
      </div>
    </>
  );
}
