import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { isGoogleEnabled, isSignedIn } from '@/lib/session';
import { AuthCard, OrDivider } from '@/components/auth/auth-card';
import { GoogleButton } from '@/components/auth/google-button';
import { RegisterForm } from '@/components/auth/register-form';
import { AFTER_SIGN_UP, safeCallbackPath } from '@/lib/auth';

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } };

export default async function RegisterPage({ searchParams }: PageProps<'/register'>) {
  const { callbackUrl: asked } = await searchParams;
  const callbackUrl = safeCallbackPath(Array.isArray(asked) ? asked[0] : asked, AFTER_SIGN_UP);
  if (await isSignedIn()) redirect(callbackUrl);
  return (
    <AuthCard title="Sign Up">
      <RegisterForm callbackUrl={callbackUrl} />
      <OrDivider />
      <GoogleButton enabled={isGoogleEnabled()} callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
