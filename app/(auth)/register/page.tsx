import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { isGoogleEnabled } from '@/auth';
import { AuthCard, OrDivider } from '@/components/auth/auth-card';
import { GoogleButton } from '@/components/auth/google-button';
import { RegisterForm } from '@/components/auth/register-form';
import { isSignedIn } from '@/lib/auth/page-guards';

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } };

export default async function RegisterPage() {
  if (await isSignedIn()) redirect('/dashboard');
  return (
    <AuthCard title="Sign Up">
      <RegisterForm />
      <OrDivider />
      <GoogleButton enabled={isGoogleEnabled()} callbackUrl="/dashboard" />
    </AuthCard>
  );
}
