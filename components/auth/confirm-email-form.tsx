'use client';

import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { EMAIL_CONFIRMED } from '@/lib/auth/browser';
import { endpoints, useFragmentToken, useApi } from '@/lib/client';

/**
 * The confirmation link's page: its token is in the URL's fragment (#token=…, never sent to a
 * server), taken into the form and out of the address bar. The address is confirmed when the
 * person presses the button, not when the page opens: a mail scanner that follows every link
 * must not confirm an address for someone who never read the mail.
 */
export function ConfirmEmailForm() {
  const { call } = useApi('public');
  // Kept in the form only: the address bar (and its history) loses it.
  const token = useFragmentToken();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await call(endpoints.confirmEmail, { body: { token: token ?? '' } });
    setBusy(false);
    if (!result) return;
    if (result.ok) setDone(true);
    else setError(result.fields?.token ?? result.error);
  }

  if (done) {
    return (
      <p role="status" className="text-center" data-testid="email-confirmed">
        {EMAIL_CONFIRMED} Emails about your orders now reach you here.{' '}
        <a href="/dashboard" className="font-semibold text-brand-600 hover:underline">
          Go to your dashboard
        </a>
        .
      </p>
    );
  }
  if (token === null) {
    return (
      <p role="alert" className="text-center">
        This link is not complete. Open it from the email again, or sign in and choose Send again on your
        dashboard.
      </p>
    );
  }
  return (
    <form onSubmit={confirm} className="space-y-4" aria-label="Confirm your email address">
      <p className="text-sm text-steel-700">
        Confirm that this email address is yours, and emails about your orders will reach you here.
      </p>
      <SubmitButton className="btn-primary w-full" disabled={busy || token === undefined}>
        {busy ? 'Confirming…' : 'Confirm my email address'}
      </SubmitButton>
      <FormAlert message={error} testId="confirm-error" />
    </form>
  );
}
