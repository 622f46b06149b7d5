'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { endpoints, useApi } from '@/lib/client';

/**
 * A signed-in customer whose address is not confirmed yet (decision 0026): why it matters, and
 * Send again for a new link (3 an hour). Shown above every dashboard screen until it is confirmed.
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const { call } = useApi('profile');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function sendAgain() {
    setSending(true);
    setError(null);
    setSent(null);
    const result = await call(endpoints.resendConfirmation);
    setSending(false);
    if (!result) return;
    if (result.ok) setSent(result.data.message);
    else setError(result.error);
  }

  return (
    <section
      aria-label="Confirm your email address"
      className="mb-6 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-steel-900"
      data-testid="confirm-email-notice"
    >
      <p className="font-semibold">Please confirm your email address</p>
      <p>
        We sent a link to <strong className="break-all">{email}</strong>. Until you open it, we keep the
        emails about your orders and send them once your address is confirmed.
      </p>
      <button type="button" className="btn-outline" onClick={sendAgain} disabled={sending}>
        {sending ? 'Sending…' : 'Send again'}
      </button>
      <p role="status" className="font-medium text-green-800" data-testid="confirm-email-sent">
        {sent}
      </p>
      <FormAlert message={error} testId="confirm-email-error" />
    </section>
  );
}
