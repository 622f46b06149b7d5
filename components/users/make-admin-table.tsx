'use client';

import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { FormAlert } from '@/components/ui/form-alert';
import { apiFetch, isAuthFailure } from '@/lib/client/api-fetch';
import { confirmAction, popupError, popupSuccess } from '@/lib/client/popups';
import { signOutTo } from '@/lib/client/sign-out';
import { useTablePage } from '@/lib/client/use-table-page';
import type { Page } from '@/lib/model/paging';
import type { UserDto } from '@/lib/users/user-dto';
import { loginUrlFor } from '@/lib/auth/routes';

type Props = { selfEmail: string; initial: Page<UserDto>; page: number };

export function MakeAdminTable({ selfEmail, initial, page }: Props) {
  const { rows: users, total, reload } = useTablePage('/api/user', initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = async () => {
    const result = await reload();
    if (isAuthFailure(result)) await signOutTo(loginUrlFor('/dashboard/makeadmin'));
    else if (!result.ok) setError(result.error);
  };

  const makeAdmin = async (email: string) => {
    setBusy(email);
    const result = await apiFetch<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(email)}`, {
      method: 'PUT',
    });
    setBusy(null);
    if (result.ok && result.data.modifiedCount > 0) {
      await load();
      await popupSuccess('Successfully made an admin');
    } else if (!result.ok && result.status === 403) {
      await popupError('Oops...', 'Failed to make an admin');
    } else if (!result.ok) {
      await popupError('Oops...', result.error);
    }
  };

  const removeAdmin = async (email: string) => {
    if (
      !(await confirmAction('Remove admin?', `${email} will lose access to the admin pages.`, 'Yes, remove'))
    )
      return;
    setBusy(email);
    const result = await apiFetch<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(email)}`, {
      method: 'DELETE',
    });
    setBusy(null);
    if (result.ok) {
      await load();
      if (result.data.modifiedCount > 0) await popupSuccess('Admin role removed');
    } else {
      await popupError('Oops...', result.error);
    }
  };

  return (
    <>
      <FormAlert message={error} />
      <DataTable label="Users" columns={['#', 'Email', 'Name', 'Role', 'Actions']}>
        {users.map((user, index) => (
          <tr key={user._id} data-testid="user-row" className="border-t border-steel-100">
            <td className="px-4 py-3">{(page - 1) * 25 + index + 1}</td>
            <td className="px-4 py-3">{user.email}</td>
            <td className="px-4 py-3">{user.name ?? '—'}</td>
            <td className="px-4 py-3">{user.role}</td>
            <td className="px-4 py-3">
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
            </td>
          </tr>
        ))}
      </DataTable>
      <TablePager page={page} shown={users.length} total={total} noun={['user', 'users']} />
    </>
  );
}
