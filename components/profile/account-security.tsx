'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { clearAccessToken, useApi, lazyZodResolver, refreshSessionUser, endpoints } from '@/lib/client';
import type { ChangePasswordInput } from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';

const resolver = lazyZodResolver<ChangePasswordInput>(() =>
  import('@/lib/validation/auth').then((m) => m.changePasswordSchema),
);

/**
 * My Profile's account safety: Change password and Sign out everywhere. Both end every other
 * session and access token at once; this tab stays signed in and fetches a fresh token.
 */
export function AccountSecurity({ hasPassword }: { hasPassword: boolean }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { call } = useApi('profile');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver });

  const afterRevoking = async (text: string) => {
    // This tab's access token was issued before now: drop it; the navbar fetches a new one.
    clearAccessToken();
    await refreshSessionUser();
    setStatus({ ok: true, text });
  };

  const changePassword = handleSubmit(async (values) => {
    setStatus(null);
    const result = await call(endpoints.changePassword, { body: values });
    if (!result) return;
    if (result.ok) {
      reset();
      await afterRevoking('Password changed. You were signed out on every other device.');
    } else if (result.fields?.currentPassword) {
      setError('currentPassword', { message: result.fields.currentPassword });
    } else {
      setStatus({ ok: false, text: result.error });
    }
  });

  const [confirmError, setConfirmError] = useState<string | undefined>();
  const signOutEverywhere = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    setConfirmError(undefined);
    const form = event.currentTarget;
    const currentPassword = hasPassword ? String(new FormData(form).get('currentPassword') ?? '') : undefined;
    const result = await call(endpoints.signOutEverywhere, { body: { currentPassword } });
    if (!result) return;
    if (result.ok) {
      form.reset();
      await afterRevoking('You were signed out on every other device.');
    } else if (result.fields?.currentPassword) {
      setConfirmError(result.fields.currentPassword);
    } else {
      setStatus({ ok: false, text: result.error });
    }
  };

  return (
    <section aria-labelledby="security-heading" className="card mt-6 space-y-6 p-6">
      <h2 id="security-heading" className="text-lg font-semibold">
        Account security
      </h2>
      {hasPassword && (
        <form
          onSubmit={changePassword}
          noValidate
          className="max-w-md space-y-4"
          aria-label="Change password"
        >
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              {...register('currentPassword')}
            />
          </FormField>
          <FormField label="New password" error={errors.newPassword?.message}>
            <input
              className="input"
              type="password"
              autoComplete="new-password"
              {...register('newPassword')}
            />
          </FormField>
          <SubmitButton className="btn-primary" disabled={isSubmitting}>
            Change password
          </SubmitButton>
        </form>
      )}
      <form
        onSubmit={signOutEverywhere}
        noValidate
        className="max-w-md space-y-4"
        aria-label="Sign out everywhere"
      >
        <p className="text-sm text-steel-600">
          Signed in on a computer you no longer use? End every session but this one.
        </p>
        {hasPassword && (
          <FormField label="Current password" error={confirmError}>
            <input className="input" type="password" autoComplete="current-password" name="currentPassword" />
          </FormField>
        )}
        <SubmitButton className="btn-outline">Sign out everywhere</SubmitButton>
      </form>
      {status && (
        <p role="status" className={status.ok ? 'text-green-700' : 'text-red-600'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
