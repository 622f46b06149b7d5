'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { endpoints, useApi, useTablePage } from '@/lib/client';
import type { UndeliveredMailDto } from '@/lib/mail';
import type { Page } from '@/lib/model';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Mail (admins): what the store could not deliver yet or gave up on, each with why, and Send again. */
export function UndeliveredMail({ initial, page }: { initial: Page<UndeliveredMailDto>; page: number }) {
  const { rows, total, reload } = useTablePage(endpoints.undeliveredMail, initial);
  const { call } = useApi('mail', { refresh: reload });
  if (total === 0) {
    return (
      <p className="card p-6 text-steel-500" data-testid="mail-all-sent">
        Every email has been delivered.
      </p>
    );
  }
  return (
    <div>
      <DataTable label="Undelivered mail" columns={['Message', 'State', 'Last error', 'Actions']}>
        {rows.map((mail) => (
          <Row key={mail._id} data-testid="undelivered-mail">
            <Cell label="Message">
              <p className="font-medium break-words">{mail.subject}</p>
              <p className="text-xs break-words text-steel-500">
                to {mail.to} · written {when(mail.createdAt)}
              </p>
            </Cell>
            <Cell label="State">
              {mail.state === 'failed'
                ? `Given up after ${mail.attempts} tries`
                : `Retrying (${mail.attempts} tries), next at ${when(mail.dueAt)}`}
            </Cell>
            <Cell label="Last error" className="break-words">
              {mail.lastError ?? '—'}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              <button
                type="button"
                className="btn-outline"
                aria-label={`Send again: ${mail.subject} to ${mail.to}`}
                onClick={() =>
                  call(endpoints.retryMail, {
                    params: { id: mail._id },
                    popupOnError: true,
                    refresh: 'always',
                  })
                }
              >
                Send again
              </button>
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['message', 'messages']} />
    </div>
  );
}
