'use client';

import { useState } from 'react';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { FormAlert } from '@/components/ui/form-alert';
import { confirmAction, popupSuccess, useApi, useTablePage, endpoints } from '@/lib/client';
import type { Page } from '@/lib/model';
import type { UserDto } from '@/lib/users';

type Props = { selfEmail: string; initial: Page<UserDto>; page: number };

export function MakeAdminTable({ selfEmail, initial, page }: Props) {
  const [error, setError] = useState<string | null>(null);
  const { rows: users, total, reload } = useTablePage(endpoints.users, initial);
  // A list that failed to load for another reason says so above the table.
  const load = async () => {
    const result = await reload();
    setError(result.ok ? null : result.error);
    return result;
  };
  const { call } = useApi('make-admin', { refresh: load });
  const [busy, setBusy] = useState<string | null>(null);

  const setRole = async (
    email: string,
    change: typeof endpoints.makeAdmin | typeof endpoints.removeAdmin,
    done: string,
  ) => {
    setBusy(email);
    const result = await call(change, {
      params: { email },
      popupOnError: true,
      refresh: 'success',
    });
    setBusy(null);
    if (result?.ok && result.data.modifiedCount > 0) await popupSuccess(done);
  };

  const makeAdmin = (email: string) => setRole(email, endpoints.makeAdmin, 'Successfully made an admin');

  const removeAdmin = async (email: string) => {
    if (
      !(await confirmAction('Remove admin?', `${email} will lose access to the admin pages.`, 'Yes, remove'))
    )
      return;
    await setRole(email, endpoints.removeAdmin, 'Admin role removed');
  };

  return (
    <>
      <FormAlert message={error} />
      <DataTable label="Users" columns={['#', 'Email', 'Name', 'Role', 'Actions']}>
        {users.map((user, index) => (
          <Row key={user._id} data-testid="user-row">
            <Cell label="#">{(page - 1) * 25 + index + 1}</Cell>
            <Cell label="Email" className="wrap-anywhere">
              {user.email}
            </Cell>
            <Cell label="Name">{user.name ?? '—'}</Cell>
            <Cell label="Role">{user.role}</Cell>
            <Cell label="Actions">
              {user.role === 'admin' ? (
                user.email !== selfEmail && (
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={busy === user.email}
                    onClick={() => removeAdmin(user.email)}
                  >
                    Remove
                  </button>
                )
              ) : (
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy === user.email}
                  onClick={() => makeAdmin(user.email)}
                >
                  Admin
                </button>
              )}
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={users.length} total={total} noun={['user', 'users']} />
    </>
  );
}
