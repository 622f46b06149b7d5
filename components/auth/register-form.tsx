'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useApi, useSchemaForm, openAfterSignIn, signInWithCredentials, endpoints } from '@/lib/client';
import { authErrorMessage, loginPathFor, CONFIRMATION_SENT } from '@/lib/auth/browser';
import { SubmitButton } from '@/components/ui/submit-button';

const registerSchema = () => import('@/lib/validation/auth').then((m) => m.registerSchema);

/**
 * Sign-up: creates the account (its address is mailed a confirmation link, which the form says),
 * signs in with it, then opens the dashboard (docs/product.md#screens-and-routes), or the page the
 * visitor was on their way to when sign-in sent them here.
 */
export function RegisterForm({ callbackUrl }: { callbackUrl: string }) {
  const [authError, setAuthError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [mailed, setMailed] = useState(false);
  const { call } = useApi('public');
  const { errors, isSubmitting, formProps } = useSchemaForm(registerSchema, async (values) => {
    setAuthError(null);
    const created = await call(endpoints.register, { body: values });
    if (!created) return;
    if (!created.ok) {
      setAuthError(created.error);
      return;
    }
    setMailed(true);
    const result = await signInWithCredentials(values.email, values.password);
    if (!result || result.error) {
      setAuthError(authErrorMessage(result?.error, result?.code));
      return;
    }
    setLeaving(true);
    openAfterSignIn(callbackUrl);
  });

  const busy = isSubmitting || leaving;
  return (
    <form {...formProps} className="space-y-4" aria-label="Sign up">
      <FormField label="Name" error={errors.name}>
        <input className="input" autoComplete="name" name="name" />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <input className="input" type="email" autoComplete="email" name="email" />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <input className="input" type="password" autoComplete="new-password" name="password" />
      </FormField>
      <SubmitButton className="btn-primary w-full" disabled={busy}>
        {busy ? <Spinner label="Creating your account" /> : 'Sign Up'}
      </SubmitButton>
      <FormAlert message={authError} testId="auth-error" />
      <p role="status" className="text-sm font-medium text-green-800" data-testid="confirmation-sent">
        {mailed ? `Account created. ${CONFIRMATION_SENT}` : null}
      </p>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <a href={loginPathFor(callbackUrl)} className="font-semibold text-brand-600 hover:underline">
          Please login
        </a>
      </p>
    </form>
  );
}
