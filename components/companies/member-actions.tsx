'use client';

import { useState, type FormEvent } from 'react';
import type { MemberDto } from '@/lib/companies';
import { confirmAction, endpoints, useApi } from '@/lib/client';
import { LimitField, limitOf } from './limit-field';
import { checkedRoles, RoleCheckboxes } from './role-checkboxes';

type ShipTo = { id: string; label: string };

/**
 * A company admin's actions on a member: change their roles, limits and the ship-tos they may
 * send to, or remove them from the company.
 */
export function MemberActions({
  member,
  shipTos,
  onChanged,
}: {
  member: MemberDto;
  /** The company's ship-to addresses, to limit the member to some of them. */
  shipTos: ShipTo[];
  onChanged: () => void;
}) {
  const { call } = useApi('company');
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const who = member.name ?? member.email;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await call(endpoints.setMemberRoles, {
      params: { id: member._id },
      body: {
        roles: checkedRoles(event.currentTarget),
        perOrderLimit: limitOf(event.currentTarget, 'perOrderLimit'),
        monthlyLimit: limitOf(event.currentTarget, 'monthlyLimit'),
        shipTos: new FormData(event.currentTarget).getAll('shipTos').map(String),
      },
    });
    if (!result) return;
    if (result.ok) {
      setEditing(false);
      setErrors({});
      onChanged();
    } else if (result.fields) setErrors(result.fields);
    else setErrors({ roles: result.error });
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
        <RoleCheckboxes legend={`Roles of ${who}`} checked={member.roles} error={errors.roles} />
        <div className="grid gap-2 sm:grid-cols-2">
          <LimitField
            label="Limit per order"
            name="perOrderLimit"
            value={member.perOrderLimit}
            errors={errors}
          />
          <LimitField label="Monthly limit" name="monthlyLimit" value={member.monthlyLimit} errors={errors} />
        </div>
        {shipTos.length > 0 && (
          <fieldset>
            <legend className="label">Ship-tos {who} may use (none checked: all)</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {shipTos.map((shipTo) => (
                <label key={shipTo.id} className="inline-flex min-h-6 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="shipTos"
                    value={shipTo.id}
                    defaultChecked={member.shipTos.includes(shipTo.id)}
                  />
                  <span>{shipTo.label}</span>
                </label>
              ))}
            </div>
            {errors.shipTos && (
              <p className="field-error" role="alert">
                {errors.shipTos}
              </p>
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            Save
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
        aria-label={`Change roles and limits of ${who}`}
      >
        Roles and limits…
      </button>
      <button type="button" className="btn-danger" onClick={remove} aria-label={`Remove ${who}`}>
        Remove
      </button>
    </div>
  );
}
