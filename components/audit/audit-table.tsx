'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { detailText } from '@/lib/audit/browser';
import type { AuditEntryDto } from '@/lib/audit';
import type { Page } from '@/lib/model';

/** `order.delete_refused` may break after its dot, and nowhere else. */
function ActionName({ action }: { action: string }) {
  const dot = action.indexOf('.');
  return (
    <>
      {action.slice(0, dot + 1)}
      <wbr />
      {action.slice(dot + 1)}
    </>
  );
}

export function AuditTable({ initial, page }: { initial: Page<AuditEntryDto>; page: number }) {
  return (
    <div>
      <DataTable label="Audit log" columns={['When (UTC)', 'Action', 'By', 'On', 'Details']}>
        {initial.rows.map((entry) => (
          <Row key={entry._id} data-testid="audit-row">
            {/* Date and time may sit on two lines: the room goes to who and what instead. */}
            <Cell label="When (UTC)">{entry.at.slice(0, 19).replace('T', ' ')}</Cell>
            <Cell label="Action" className="font-mono text-xs">
              <ActionName action={entry.action} />
            </Cell>
            {/*
              A floor under who and what: the table is wider than the screen beside the side menu,
              so each column shrinks to the narrowest it can be, and an email that may break
              anywhere became one letter a line (rows 260 px tall at 1280 px). Longer ones wrap.
              Below 1024 px rows are cards of full-width lines and need no floor.
            */}
            <Cell label="By" className="wrap-anywhere lg:min-w-36">
              {entry.actor}
            </Cell>
            {/* As wide as an id, so one is never broken; a long email wraps inside it. */}
            <Cell label="On" className="font-mono text-xs wrap-anywhere lg:min-w-44">
              {entry.target}
            </Cell>
            <Cell label="Details" className="text-xs text-steel-700 lg:min-w-40">
              {detailText(entry.details)}
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={initial.rows.length} total={initial.total} noun={['entry', 'entries']} />
    </div>
  );
}
