'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, useFragmentToken, useApi, useSchemaForm } from '@/lib/client';

const resetSchema = () => import('@/lib/validation/password-reset').then((m) => m.passwordResetSchema);

/**
 * The reset link's page: its token is in the URL's fragment (#token=…, never sent to a server),
 * taken into the form and out of the address bar; a new password ends every session.
 */
export function ResetPasswordForm() {
  const { call } = useApi('public');
  const token = useFragmentToken();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { errors, isSubmitting, formProps } = useSchemaForm(resetSchema, async ({ newPassword }) => {
    setError(null);
    const result = await call(endpoints.resetPassword, { body: { token: token ?? '', newPassword } });
    if (!result) return;
    if (result.ok) setDone(true);
    else setError(result.fields?.newPassword ?? result.fields?.token ?? result.error);
  });

  if (done) {
    return (
      <p role="status" className="text-center" data-testid="reset-done">
        Your password is changed, and every session of your account has ended.{' '}
        <a href="/login" className="font-semibold text-brand-600 hover:underline">
          Sign in with your new password
        </a>
        .
      </p>
    );
  }
  if (token === null) {
    return (
      <p role="alert" className="text-center">
        This link is not complete. Open it from the email again, or{' '}
        <a href="/forgot-password" className="font-semibold text-brand-600 hover:underline">
          ask for a new one
        </a>
        .
      </p>
    );
  }
  return (
    <form {...formProps} className="space-y-4" aria-label="Choose a new password">
      <input type="hidden" name="token" value={token ?? ''} />
      <FormField label="New password" error={errors.newPassword}>
        <input className="input" type="password" autoComplete="new-password" name="newPassword" />
      </FormField>
      <SubmitButton className="btn-primary w-full" disabled={isSubmitting || token === undefined}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </SubmitButton>
      <FormAlert message={error ?? errors.token ?? null} testId="reset-error" />
      {(error ?? errors.token) && (
        <p className="text-center text-sm">
          <a href="/forgot-password" className="font-semibold text-brand-600 hover:underline">
            Ask for a new link
          </a>
        </p>
      )}
    </form>
  );
}
