import { CredentialsSignin } from 'next-auth';

// Auth.js passes `code` to the client (signIn → { error: 'CredentialsSignin', code }).
// Both failures read the same for unknown emails and wrong passwords.
export class InvalidCredentials extends CredentialsSignin {
  code = 'invalid_credentials';
}

export class TooManySignInAttempts extends CredentialsSignin {
  code = 'rate_limited';
}

/** The database could not be reached: say so, never "wrong password". */
export class StoreUnavailable extends CredentialsSignin {
  code = 'unavailable';
}

/** Too many password checks are running on this server at once (lib/auth/password.ts). */
export class SignInBusy extends CredentialsSignin {
  code = 'busy';
}
