'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import type { InvitationDto } from '@/lib/companies';
import { endpoints, popupSuccess, useApi, useTablePage } from '@/lib/client';
import { COMPANY_ROLE_LABELS, type Page } from '@/lib/model';

/** A company's open invitations: re-send (a new link, 7 more days) or revoke. */
export function CompanyInvitations({ initial, page }: { initial: Page<InvitationDto>; page: number }) {
  const { rows, total, reload } = useTablePage(endpoints.companyInvitations, initial);
  const { call } = useApi('company');

  const resend = async (invitation: InvitationDto) => {
    const result = await call(endpoints.resendInvitation, {
      params: { id: invitation._id },
      popupOnError: true,
    });
    if (!result?.ok) return;
    await popupSuccess('Sent again', `A new link went to ${invitation.email}; the old one no longer works.`);
    void reload();
  };
  const revoke = async (invitation: InvitationDto) => {
    const result = await call(endpoints.revokeInvitation, {
      params: { id: invitation._id },
      popupOnError: true,
    });
    if (result?.ok) void reload();
  };

  return (
    <div>
      <DataTable
        label="Open invitations"
        columns={['Email', 'Roles', 'Link works until', 'Actions']}
        empty={total === 0 && 'No invitations waiting.'}
      >
        {rows.map((invitation) => (
          <Row key={invitation._id} data-testid="company-invitation">
            <Cell label="Email" className="wrap-anywhere">
              {invitation.email}
            </Cell>
            <Cell label="Roles">{invitation.roles.map((role) => COMPANY_ROLE_LABELS[role]).join(', ')}</Cell>
            <Cell label="Link works until" className="whitespace-nowrap">
              {invitation.expired ? 'Expired' : invitation.expiresAt.slice(0, 10)}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => resend(invitation)}
                  aria-label={`Re-send the invitation to ${invitation.email}`}
                >
                  Re-send
                </button>
                <button
                  type="button"
                  className="btn-danger"
                  onClick={() => revoke(invitation)}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                >
                  Revoke
                </button>
              </div>
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['invitation', 'invitations']} />
    </div>
  );
}
