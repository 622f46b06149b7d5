'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { InvitationPreviewDto } from '@/lib/companies';
import {
  endpoints,
  openAfterSignIn,
  signInWithCredentials,
  useApi,
  useFragmentToken,
  useSessionUser,
  useSchemaForm,
} from '@/lib/client';
import { COMPANY_ROLE_LABELS } from '@/lib/model';

/** Kept while the invitee signs in (the fragment is gone from the address bar by then). */
const KEPT = 'partsmith.invitation';
const COMPANY_PAGE = '/dashboard/company';

const signUpSchema = () =>
  import('@/lib/validation/auth').then((m) => m.registerSchema.pick({ name: true, password: true }));

/** The link's token: from the fragment, or kept from before a sign-in. */
function useInvitationToken(): string | null | undefined {
  const fromLink = useFragmentToken();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (fromLink === undefined) return;
    if (fromLink) sessionStorage.setItem(KEPT, fromLink);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser
    setToken(fromLink ?? sessionStorage.getItem(KEPT));
  }, [fromLink]);
  return token;
}

/**
 * The invitation mail's link: which company, for which address and roles; signed in under that
 * address, Accept; without an account, a name and password make one and join; signed in as
 * someone else, the way to the right account.
 */
export function InvitationAccept() {
  const token = useInvitationToken();
  const user = useSessionUser();
  const { call } = useApi('public');
  const [invitation, setInvitation] = useState<InvitationPreviewDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    void call(endpoints.invitationPreview, { body: { token } }).then((result) => {
      if (!result) return;
      if (result.ok) setInvitation(result.data);
      else setError(result.error);
    });
  }, [token, call]);

  const joined = () => {
    sessionStorage.removeItem(KEPT);
    openAfterSignIn(COMPANY_PAGE);
  };
  const accept = async () => {
    setBusy(true);
    const result = await call(endpoints.acceptInvitation, { body: { token: token! } });
    setBusy(false);
    if (!result) return;
    if (result.ok) joined();
    else setError(result.error);
  };
  const { errors, isSubmitting, formProps } = useSchemaForm(signUpSchema, async ({ name, password }) => {
    const result = await call(endpoints.acceptInvitation, { body: { token: token!, name, password } });
    if (!result) return;
    if (!result.ok) return setError(result.fields?.password ?? result.fields?.name ?? result.error);
    await signInWithCredentials(invitation!.email, password);
    joined();
  });

  if (token === null)
    return (
      <p role="alert" className="text-center">
        This link is not complete. Open it from the email again.
      </p>
    );
  if (error && !invitation)
    return (
      <p role="alert" className="text-center" data-testid="invitation-error">
        {error}
      </p>
    );
  if (!invitation || user === undefined) return <p role="status">Opening the invitation…</p>;

  const roles = invitation.roles.map((role) => COMPANY_ROLE_LABELS[role].toLowerCase()).join(', ');
  const intro = (
    <p data-testid="invitation-summary">
      You are invited to join <strong>{invitation.companyName}</strong> as {roles}, with the address{' '}
      <strong>{invitation.email}</strong>.
    </p>
  );
  if (user && user.email !== invitation.email)
    return (
      <div className="space-y-4">
        {intro}
        <p role="alert">
          You are signed in as {user.email}. Sign out, then open the link again and sign in as{' '}
          {invitation.email}.
        </p>
      </div>
    );
  if (user)
    return (
      <div className="space-y-4">
        {intro}
        <button type="button" className="btn-primary w-full" disabled={busy} onClick={accept}>
          {busy ? 'Joining…' : 'Accept the invitation'}
        </button>
        <FormAlert message={error} testId="invitation-error" />
      </div>
    );
  if (invitation.hasAccount)
    return (
      <div className="space-y-4">
        {intro}
        <p>An account uses this address: sign in, and you come back here to accept.</p>
        <Link href="/login?callbackUrl=/invitation" className="btn-primary block w-full text-center">
          Sign in to accept
        </Link>
      </div>
    );
  return (
    <form {...formProps} className="space-y-4" aria-label="Create your account and join">
      {intro}
      <p>Create your account for this address to join.</p>
      <FormField label="Your name" error={errors.name}>
        <input className="input" name="name" autoComplete="name" />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <input className="input" type="password" name="password" autoComplete="new-password" />
      </FormField>
      <SubmitButton className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Joining…' : 'Create account and join'}
      </SubmitButton>
      <FormAlert message={error} testId="invitation-error" />
    </form>
  );
}
