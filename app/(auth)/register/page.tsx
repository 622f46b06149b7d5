import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { auth, isGoogleEnabled } from '@/auth';
import { AuthCard, OrDivider } from '@/components/auth/auth-card';
import { GoogleButton } from '@/components/auth/google-button';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } };

export default async function RegisterPage() {
  if ((await auth())?.user) redirect('/dashboard');
  return (
    <AuthCard title="Sign Up">
      <RegisterForm />
      <OrDivider />
      <GoogleButton enabled={isGoogleEnabled()} callbackUrl="/dashboard" />
    </AuthCard>
  );
}
