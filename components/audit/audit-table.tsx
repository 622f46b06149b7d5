'use client';

import { DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { detailText } from '@/lib/audit/detail-text';
import type { AuditEntryDto } from '@/lib/audit/list-audit';
import type { Page } from '@/lib/model/paging';

export function AuditTable({ initial, page }: { initial: Page<AuditEntryDto>; page: number }) {
  return (
    <div>
      <DataTable label="Audit log" columns={['When (UTC)', 'Action', 'By', 'On', 'Details']}>
        {initial.rows.map((entry) => (
          <tr key={entry._id} data-testid="audit-row" className="border-t border-steel-100 align-top">
            <td className="px-4 py-3 whitespace-nowrap">{entry.at.slice(0, 19).replace('T', ' ')}</td>
            <td className="px-4 py-3 font-mono text-xs">{entry.action}</td>
            <td className="px-4 py-3">{entry.actor}</td>
            {/* Ids and emails on one line: broken anywhere, a 24-character id became a column of pairs. */}
            <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{entry.target}</td>
            <td className="min-w-64 px-4 py-3 text-xs text-steel-700">{detailText(entry.details)}</td>
          </tr>
        ))}
      </DataTable>
      <TablePager page={page} shown={initial.rows.length} total={initial.total} noun={['entry', 'entries']} />
    </div>
  );
}
