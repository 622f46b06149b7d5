import { COMPANY_ROLES, COMPANY_ROLE_LABELS, type CompanyRole } from '@/lib/model';

const ROLE_HINTS: Record<CompanyRole, string> = {
  admin: 'members, invitations and rules',
  buyer: 'carts and checkout',
  approver: 'approves orders',
  finance: 'invoices and payment',
};

/** The roles a member may hold, as checkboxes named `roles` (read with FormData.getAll). */
export function RoleCheckboxes({
  legend,
  checked = [],
  error,
}: {
  legend: string;
  checked?: CompanyRole[];
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {COMPANY_ROLES.map((role) => (
          <label key={role} className="inline-flex min-h-6 items-center gap-2 text-sm">
            <input type="checkbox" name="roles" value={role} defaultChecked={checked.includes(role)} />
            <span>
              {COMPANY_ROLE_LABELS[role]} <span className="text-steel-500">({ROLE_HINTS[role]})</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The roles checked in a form (the server checks them again). */
export const checkedRoles = (form: HTMLFormElement) =>
  new FormData(form).getAll('roles').map(String) as CompanyRole[];
