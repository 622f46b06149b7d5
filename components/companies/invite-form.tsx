'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, useApi } from '@/lib/client';
import { checkedRoles, RoleCheckboxes } from './role-checkboxes';

/** A company admin invites someone by email: the link in the mail works for 7 days. */
export function InviteForm() {
  const router = useRouter();
  const { call } = useApi('company');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setBusy(true);
    setSent(null);
    const result = await call(endpoints.invite, { body: { email, roles: checkedRoles(form) } });
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      setErrors({});
      setSent(result.data.email);
      form.reset();
      router.refresh();
    } else setErrors(result.fields ?? { email: result.error });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-6" aria-label="Invite someone">
      <h2 className="text-lg font-semibold">Invite someone</h2>
      <FormField label="Email" error={errors.email}>
        <input className="input" name="email" type="email" autoComplete="off" />
      </FormField>
      <RoleCheckboxes legend="Roles" checked={['buyer']} error={errors.roles} />
      <SubmitButton className="btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation'}
      </SubmitButton>
      <p role="status" className="text-sm" data-testid="invitation-sent">
        {sent && `Invitation sent to ${sent}. The link works for 7 days.`}
      </p>
    </form>
  );
}
