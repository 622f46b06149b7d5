'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, useApi, useSchemaForm } from '@/lib/client';

const requestSchema = () =>
  import('@/lib/validation/password-reset').then((m) => m.passwordResetRequestSchema);

/** "Forgot password?": an email with a link to choose a new password (the same answer for any address). */
export function ForgotPasswordForm() {
  const { call } = useApi('public');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitting, formProps } = useSchemaForm(requestSchema, async ({ email }) => {
    setError(null);
    const result = await call(endpoints.requestPasswordReset, { body: { email } });
    if (!result) return;
    if (result.ok) setSent(result.data.message);
    else setError(result.fields?.email ?? result.error);
  });

  return (
    <form {...formProps} className="space-y-4" aria-label="Forgot password">
      <p className="text-sm text-steel-700">
        Enter the email you sign in with. We will send you a link to choose a new password.
      </p>
      <FormField label="Email" error={errors.email}>
        <input className="input" type="email" autoComplete="email" name="email" />
      </FormField>
      <SubmitButton className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </SubmitButton>
      <FormAlert message={error} testId="reset-error" />
      <p role="status" className="text-sm font-medium text-green-800" data-testid="reset-sent">
        {sent}
      </p>
      <p className="text-center text-sm">
        <a href="/login" className="font-semibold text-brand-600 hover:underline">
          Back to sign in
        </a>
      </p>
    </form>
  );
}
