'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import type { MemberDto } from '@/lib/companies';
import { endpoints, useTablePage } from '@/lib/client';
import { COMPANY_ROLE_LABELS, type Page } from '@/lib/model';
import { formatDollars } from '@/lib/selling';
import { MemberActions } from './member-actions';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/** A member's spending limits in words ("No spending limit" when they have none). */
function limitsLine({ perOrderLimit, monthlyLimit }: MemberDto): string {
  const parts = [
    perOrderLimit !== null && `${dollars(perOrderLimit)} per order`,
    monthlyLimit !== null && `${dollars(monthlyLimit)} a month`,
  ].filter(Boolean);
  return parts.length ? `Limit: ${parts.join(', ')}` : 'No spending limit';
}

/** The ship-tos a member is limited to, in words (nothing when they may use every one). */
function ShipTosLine({ member, shipTos }: { member: MemberDto; shipTos: { id: string; label: string }[] }) {
  const labels = shipTos.filter((shipTo) => member.shipTos.includes(shipTo.id)).map((shipTo) => shipTo.label);
  return labels.length ? <p className="text-xs text-steel-500">Ships to: {labels.join(', ')}</p> : null;
}

/** A company's members: who, their roles, since when; its admins change roles and remove members. */
export function CompanyMembers({
  initial,
  page,
  runsCompany,
  self,
  shipTos,
}: {
  initial: Page<MemberDto>;
  page: number;
  runsCompany: boolean;
  self: string;
  /** The company's ship-to addresses. */
  shipTos: { id: string; label: string }[];
}) {
  const { rows, total, reload } = useTablePage(endpoints.companyMembers, initial);
  return (
    <div>
      <DataTable
        label="Members"
        columns={runsCompany ? ['Member', 'Roles', 'Joined', 'Actions'] : ['Member', 'Roles', 'Joined']}
      >
        {rows.map((member) => (
          <Row key={member._id} data-testid="company-member">
            <Cell label="Member" className="wrap-anywhere">
              <p className="font-medium">{member.name ?? member.email}</p>
              <p className="text-xs text-steel-500">
                {member.email}
                {member.email === self && ' (you)'}
              </p>
            </Cell>
            <Cell label="Roles">
              <p>{member.roles.map((role) => COMPANY_ROLE_LABELS[role]).join(', ')}</p>
              <p className="text-xs text-steel-500">{limitsLine(member)}</p>
              <ShipTosLine member={member} shipTos={shipTos} />
            </Cell>
            <Cell label="Joined" className="whitespace-nowrap">
              {member.joinedAt.slice(0, 10)}
            </Cell>
            {runsCompany && (
              <Cell label="Actions" className="cell-actions">
                <MemberActions member={member} shipTos={shipTos} onChanged={() => void reload()} />
              </Cell>
            )}
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['member', 'members']} />
    </div>
  );
}
