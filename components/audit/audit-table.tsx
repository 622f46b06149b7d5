'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { detailText } from '@/lib/audit/detail-text';
import type { AuditEntryDto } from '@/lib/audit/audit-dto';
import type { Page } from '@/lib/model/paging';

export function AuditTable({ initial, page }: { initial: Page<AuditEntryDto>; page: number }) {
  return (
    <div>
      <DataTable label="Audit log" columns={['When (UTC)', 'Action', 'By', 'On', 'Details']}>
        {initial.rows.map((entry) => (
          <Row key={entry._id} data-testid="audit-row">
            <Cell label="When (UTC)" className="whitespace-nowrap">
              {entry.at.slice(0, 19).replace('T', ' ')}
            </Cell>
            <Cell label="Action" className="font-mono text-xs">
              {entry.action}
            </Cell>
            <Cell label="By" className="wrap-anywhere">
              {entry.actor}
            </Cell>
            {/* Broken only where a line must (break-all made a 24-character id a column of pairs). */}
            <Cell label="On" className="font-mono text-xs break-words">
              {entry.target}
            </Cell>
            <Cell label="Details" className="min-w-64 text-xs text-steel-700">
              {detailText(entry.details)}
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={initial.rows.length} total={initial.total} noun={['entry', 'entries']} />
    </div>
  );
}
