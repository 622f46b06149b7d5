'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage, registerPathFor } from '@/lib/auth/browser';
import { useSchemaForm, openAfterSignIn, signInWithCredentials } from '@/lib/client';
import { SubmitButton } from '@/components/ui/submit-button';

const loginSchema = () => import('@/lib/validation/auth').then((m) => m.loginSchema);

/** Email and password sign-in; on success back to `callbackUrl` (already checked to be same-site). */
export function LoginForm({
  callbackUrl,
  initialError,
}: {
  callbackUrl: string;
  initialError: string | null;
}) {
  const [authError, setAuthError] = useState(initialError);
  const [leaving, setLeaving] = useState(false);
  const { errors, isSubmitting, formProps } = useSchemaForm(loginSchema, async ({ email, password }) => {
    setAuthError(null);
    const result = await signInWithCredentials(email, password);
    // Auth.js answers ok:true even on failure; `error` is what tells.
    if (!result || result.error) {
      setAuthError(authErrorMessage(result?.error, result?.code));
      return;
    }
    setLeaving(true);
    openAfterSignIn(callbackUrl);
  });

  const busy = isSubmitting || leaving;
  return (
    <form {...formProps} className="space-y-4" aria-label="Sign in">
      <FormField label="Email" error={errors.email}>
        <input className="input" type="email" autoComplete="email" name="email" />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <input className="input" type="password" autoComplete="current-password" name="password" />
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <a href="/forgot-password" className="font-semibold text-brand-600 hover:underline">
          Forgot password?
        </a>
      </p>
      <SubmitButton className="btn-primary w-full" disabled={busy}>
        {busy ? <Spinner label="Signing in" /> : 'Login'}
      </SubmitButton>
      <FormAlert message={authError} testId="auth-error" />
      <p className="text-center text-sm">
        New to Partsmith?{' '}
        <a href={registerPathFor(callbackUrl)} className="font-semibold text-brand-600 hover:underline">
          Create New User
        </a>
      </p>
    </form>
  );
}
