import 'server-only';
import { cookies } from 'next/headers';
import type { User } from 'next-auth';
import { findCredential, findUserByEmail, findUserById } from '@/lib/accounts';
import { isDatabaseUnavailable } from '@/lib/db';
import { loginSchema } from '@/lib/validation';
import {
  admitSignIn,
  burnPasswordCheck,
  deviceCookie,
  issuedBeforeCutOff,
  PasswordCheckBusy,
  presentedDevice,
  signInSucceeded,
  verifyPassword,
} from '@/lib/auth';
import { InvalidCredentials, SignInBusy, StoreUnavailable, TooManySignInAttempts } from './sign-in-errors';

/** What the Credentials provider knows of the request besides the form. */
export type SignInRequest = { ip: string; cookieHeader: string | null; secure: boolean };

/**
 * The Credentials provider's check. Unknown email and wrong password cost one argon2 verify
 * each and fail with the same error, so neither timing nor message tells them apart.
 */
export async function authorizeCredentials(input: unknown, request: SignInRequest): Promise<User> {
  try {
    return await check(input, request);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new StoreUnavailable();
    if (error instanceof PasswordCheckBusy) throw new SignInBusy();
    throw error;
  }
}

/**
 * The id of a browser `email` signed in from before, unless the account was revoked since (a
 * password change, sign out everywhere): browsers that knew the old password, perhaps a thief's,
 * must not keep an allowance of guesses of their own.
 */
async function knownDevice(cookieHeader: string | null, email: string, secure: boolean) {
  const device = presentedDevice(cookieHeader, email, secure);
  if (!device) return null;
  const user = await findUserByEmail(email);
  return user && !issuedBeforeCutOff(device.issuedAt, user.sessionsValidAfter) ? device.id : null;
}

async function check(input: unknown, { ip, cookieHeader, secure }: SignInRequest): Promise<User> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw new InvalidCredentials();
  const { email, password } = parsed.data;
  const device = await knownDevice(cookieHeader, email, secure);
  if (!(await admitSignIn(email, ip, device))) throw new TooManySignInAttempts();

  const credential = await findCredential(email);
  const valid = credential
    ? await verifyPassword(credential.passwordHash, password)
    : await burnPasswordCheck(password);
  const user = valid && credential ? await findUserById(credential.userId) : null;
  if (!user) throw new InvalidCredentials();
  await signInSucceeded(email, ip, device);
  // This browser is now one the account signed in from (the Auth.js route sends the cookie).
  const cookie = deviceCookie(email, secure, device ?? undefined);
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
  return {
    id: user._id.toHexString(),
    email: user.email,
    name: user.name ?? null,
    role: user.role ?? 'customer',
  };
}
