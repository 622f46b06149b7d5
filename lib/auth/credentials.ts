import 'server-only';
import type { User } from 'next-auth';
import { credentialsCollection, usersCollection } from '@/lib/db/users';
import { loginSchema } from '@/lib/validation/auth';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { InvalidCredentials, StoreUnavailable, TooManySignInAttempts } from './errors';
import { burnPasswordCheck, verifyPassword } from './password';
import { admitSignIn, signInSucceeded } from './rate-limit';

/**
 * The Credentials provider's check. Unknown email and wrong password cost one argon2 verify
 * each and fail with the same error, so neither timing nor message tells them apart.
 */
export async function authorizeCredentials(input: unknown, ip: string): Promise<User> {
  try {
    return await check(input, ip);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new StoreUnavailable();
    throw error;
  }
}

async function check(input: unknown, ip: string): Promise<User> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw new InvalidCredentials();
  const { email, password } = parsed.data;
  if (!(await admitSignIn(email, ip))) throw new TooManySignInAttempts();

  const credential = await (await credentialsCollection()).findOne({ email });
  const valid = credential
    ? await verifyPassword(credential.passwordHash, password)
    : await burnPasswordCheck(password);
  const user =
    valid && credential ? await (await usersCollection()).findOne({ _id: credential.userId }) : null;
  if (!user) throw new InvalidCredentials();
  await signInSucceeded(email, ip);
  return {
    id: user._id.toHexString(),
    email: user.email,
    name: user.name ?? null,
    role: user.role ?? 'customer',
  };
}
