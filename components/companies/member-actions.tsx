'use client';

import { useState, type FormEvent } from 'react';
import type { MemberDto } from '@/lib/companies';
import { confirmAction, endpoints, useApi } from '@/lib/client';
import { checkedRoles, RoleCheckboxes } from './role-checkboxes';

/** A company admin's actions on a member: change their roles, or remove them from the company. */
export function MemberActions({ member, onChanged }: { member: MemberDto; onChanged: () => void }) {
  const { call } = useApi('company');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const who = member.name ?? member.email;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await call(endpoints.setMemberRoles, {
      params: { id: member._id },
      body: { roles: checkedRoles(event.currentTarget) },
    });
    if (!result) return;
    if (result.ok) {
      setEditing(false);
      setError(null);
      onChanged();
    } else setError(result.fields?.roles ?? result.error);
  };

  const remove = async () => {
    const sure = await confirmAction(`Remove ${who}?`, 'They lose access to the company at once.', 'Remove');
    if (!sure) return;
    const result = await call(endpoints.removeMember, { params: { id: member._id }, popupOnError: true });
    if (result?.ok) onChanged();
  };

  if (editing)
    return (
      <form onSubmit={save} className="space-y-2" aria-label={`Roles of ${who}`}>
        <RoleCheckboxes legend={`Roles of ${who}`} checked={member.roles} error={error ?? undefined} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            Save roles
          </button>
          <button type="button" className="btn-outline" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-outline"
        onClick={() => setEditing(true)}
        aria-label={`Change roles of ${who}`}
      >
        Roles…
      </button>
      <button type="button" className="btn-danger" onClick={remove} aria-label={`Remove ${who}`}>
        Remove
      </button>
    </div>
  );
}
