/**
 * Sign-in failures as users read them (shown under the login and sign-up forms, docs/product.md#error-
 * catalogue).
 */

export const SIGN_IN_WINDOW_MINUTES = 15;

export const AUTH_MESSAGES = {
  invalid_credentials: 'Invalid email or password.',
  rate_limited: `Too many failed sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`,
  email_taken: 'An account with this email already exists. Sign in instead.',
  OAuthAccountNotLinked: 'This email is already linked to another sign-in method.',
  AccessDenied: 'Sign-in was refused. Google must confirm your email address.',
  busy: 'Too many people are signing in right now. Please try again in a moment.',
  unavailable: 'The store is unavailable right now, so we cannot sign you in. Please try again in a minute.',
  fallback: 'Sign-in failed. Please try again.',
} as const;

/** Maps Auth.js's `error`/`code` (from signIn or the ?error= query) to a message. */
export function authErrorMessage(error?: string | null, code?: string | null): string {
  // Own keys only: `in` would also find 'toString' or 'constructor' on the prototype.
  if (code && Object.hasOwn(AUTH_MESSAGES, code)) return AUTH_MESSAGES[code as keyof typeof AUTH_MESSAGES];
  if (error === 'CredentialsSignin') return AUTH_MESSAGES.invalid_credentials;
  if (error && Object.hasOwn(AUTH_MESSAGES, error)) return AUTH_MESSAGES[error as keyof typeof AUTH_MESSAGES];
  return AUTH_MESSAGES.fallback;
}
