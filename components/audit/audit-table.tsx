'use client';

import { DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import type { AuditEntryDto } from '@/lib/audit/list-audit';
import type { Page } from '@/lib/model/paging';

const detailText = (details: AuditEntryDto['details']) =>
  details
    ? Object.entries(details)
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
        .join(' · ')
    : '';

export function AuditTable({ initial, page }: { initial: Page<AuditEntryDto>; page: number }) {
  return (
    <div>
      <DataTable label="Audit log" columns={['When (UTC)', 'Action', 'By', 'On', 'Details']}>
        {initial.rows.map((entry) => (
          <tr key={entry._id} data-testid="audit-row" className="border-t border-steel-100 align-top">
            <td className="px-4 py-3 whitespace-nowrap">{entry.at.slice(0, 19).replace('T', ' ')}</td>
            <td className="px-4 py-3 font-mono text-xs">{entry.action}</td>
            <td className="px-4 py-3">{entry.actor}</td>
            <td className="px-4 py-3 break-all">{entry.target}</td>
            <td className="px-4 py-3 text-xs text-steel-700">{detailText(entry.details)}</td>
          </tr>
        ))}
      </DataTable>
      <TablePager page={page} shown={initial.rows.length} total={initial.total} noun={['entry', 'entries']} />
    </div>
  );
}
