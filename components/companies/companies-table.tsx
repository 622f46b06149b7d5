'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import type { CompanyDto } from '@/lib/companies';
import { endpoints, useTablePage } from '@/lib/client';
import { COMPANY_STATUS_LABELS, type Page } from '@/lib/model';
import { CompanyDecision } from './company-decision';
import { CompanyPaymentForm } from './company-payment-form';
import { CompanyTermsForm } from './company-terms-form';
import { TaxExemptionForm } from './tax-exemption-form';
import { PaymentReversalForm } from './payment-reversal-form';

/** Companies (store admins): applications to decide, companies to suspend or reinstate. */
export function CompaniesTable({
  initial,
  page,
  status,
  q,
}: {
  initial: Page<CompanyDto>;
  page: number;
  status?: string;
  /** Names containing these letters (the page's search). */
  q?: string;
}) {
  const { rows, total, replaceRow } = useTablePage(endpoints.companies, initial, {
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
  });
  return (
    <div>
      <DataTable
        label="Companies"
        columns={['Company', 'Applied by', 'Status', 'Terms', 'Since', 'Actions']}
        empty={total === 0 && 'No companies here.'}
      >
        {rows.map((company) => (
          <Row key={company._id} data-testid="company-row">
            <Cell label="Company" className="wrap-anywhere">
              <p className="font-medium">{company.name}</p>
              <p className="text-xs text-steel-500">
                {company.taxId ? `Tax id ${company.taxId} · ` : ''}
                {company.billTo.city}, {company.billTo.country}
              </p>
            </Cell>
            <Cell label="Applied by" className="wrap-anywhere">
              {company.appliedBy ?? 'Opened by the store'}
            </Cell>
            <Cell label="Status">
              {COMPANY_STATUS_LABELS[company.status]}
              {company.reason && <p className="text-xs text-steel-500">{company.reason}</p>}
            </Cell>
            <Cell label="Terms">
              <CompanyTermsForm
                company={company}
                onSaved={(row) => replaceRow(row, (a, b) => a._id === b._id)}
              />
              <TaxExemptionForm
                company={company}
                onSaved={(row) => replaceRow(row, (a, b) => a._id === b._id)}
              />
              {company.terms !== 'card' && (
                <>
                  <CompanyPaymentForm company={company} />
                  <PaymentReversalForm company={company} />
                </>
              )}
            </Cell>
            <Cell label="Since" className="whitespace-nowrap">
              {company.createdAt.slice(0, 10)}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              <CompanyDecision
                company={company}
                onDecided={(row) => replaceRow(row, (a, b) => a._id === b._id)}
              />
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['company', 'companies']} />
    </div>
  );
}
