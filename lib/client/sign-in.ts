// next-auth/react loads on first use rather than with every page that has a sign-in button.

/**
 * Email and password; answers Auth.js's result (its `error` tells a failure). This page's navbar is
 * not told: a successful sign-in opens the next page as a new document (openAfterSignIn), which
 * reads the session afresh, so nothing on this page says "signed in" before it has gone.
 */
export async function signInWithCredentials(email: string, password: string) {
  const { signIn } = await import('next-auth/react');
  return signIn('credentials', { email, password, redirect: false });
}

/** Google: leaves the page for Google's consent screen, then comes back to `redirectTo`. */
export async function signInWithGoogle(redirectTo: string) {
  const { signIn } = await import('next-auth/react');
  await signIn('google', { redirectTo });
}

/**
 * After a sign-in, the page the visitor was on their way to, as a new document, never through the
 * client router: the router remembers what the server answered while the visitor was signed out
 * (Buy Now's /product/{id} was "go to /login"), and replaying that after sign-in bounced between
 * /login and /product/{id} hundreds of times a second (issue 24). A new document starts with an
 * empty router cache and the new session cookie, in one navigation. `path` is already same-site
 * (lib/auth/routes.ts, safeCallbackPath).
 */
export function openAfterSignIn(path: string) {
  window.location.assign(path);
}
