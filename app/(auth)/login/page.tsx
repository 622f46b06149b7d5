import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { isGoogleEnabled, isSignedIn } from '@/lib/session';
import { AuthCard, OrDivider } from '@/components/auth/auth-card';
import { GoogleButton } from '@/components/auth/google-button';
import { LoginForm } from '@/components/auth/login-form';
import { authErrorMessage, safeCallbackPath } from '@/lib/auth';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const query = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const callbackUrl = safeCallbackPath(first(query.callbackUrl));
  if (await isSignedIn()) redirect(callbackUrl);
  // Google sign-in failures come back here as ?error=…&code=… (Auth.js pages.error).
  const error = first(query.error);
  return (
    <AuthCard title="Login">
      <LoginForm
        callbackUrl={callbackUrl}
        initialError={error ? authErrorMessage(error, first(query.code)) : null}
      />
      <OrDivider />
      <GoogleButton enabled={isGoogleEnabled()} callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
