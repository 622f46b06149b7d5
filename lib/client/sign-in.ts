import { refreshSessionUser } from './session-user';

// next-auth/react loads on first use rather than with every page that has a sign-in button.

/** Email and password; answers Auth.js's result (its `error` tells a failure). */
export async function signInWithCredentials(email: string, password: string) {
  const { signIn } = await import('next-auth/react');
  const result = await signIn('credentials', { email, password, redirect: false });
  await refreshSessionUser();
  return result;
}

/** Google: leaves the page for Google's consent screen, then comes back to `redirectTo`. */
export async function signInWithGoogle(redirectTo: string) {
  const { signIn } = await import('next-auth/react');
  await signIn('google', { redirectTo });
}
