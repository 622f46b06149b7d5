import 'server-only';
import { clearHits, countHit } from '@/lib/db/rate-limits';
import { SIGN_IN_WINDOW_MINUTES } from './messages';

/**
 * Sign-in attempts allowed per window. Attempts are counted before the password is checked (one
 * atomic increment), so parallel guesses cannot slip past the limit while argon2 runs.
 * - per email and address: a guesser is stopped after 5;
 * - per email, from any address: a higher ceiling, with growing delays past 5, so nobody can lock
 *   an account out from one address (the admin's published email included) and guessing from
 *   many addresses stays slow;
 * - per address, across emails: credential stuffing.
 */
export const SIGN_IN_LIMITS = {
  perPair: 5,
  perEmail: 50,
  perIp: 60,
  windowMinutes: SIGN_IN_WINDOW_MINUTES,
} as const;

const windowSeconds = SIGN_IN_LIMITS.windowMinutes * 60;
const keys = (email: string, ip: string) => ({
  pair: `signin:pair:${email}:${ip}`,
  email: `signin:email:${email}`,
  ip: `signin:ip:${ip}`,
});

/** Past 5 attempts on one email, each further one waits longer: 0.25 s, 0.5 s, 1 s … at most 8 s. */
export const delayFor = (emailAttempts: number) =>
  emailAttempts <= 5 ? 0 : Math.min(250 * 2 ** (emailAttempts - 6), 8000);

/** Counts this attempt; false when a limit is reached (the password must not be checked). */
export async function admitSignIn(email: string, ip: string): Promise<boolean> {
  const key = keys(email, ip);
  const [pair, byEmail, byIp] = await Promise.all([
    countHit(key.pair, windowSeconds),
    countHit(key.email, windowSeconds),
    countHit(key.ip, windowSeconds),
  ]);
  if (pair > SIGN_IN_LIMITS.perPair || byEmail > SIGN_IN_LIMITS.perEmail || byIp > SIGN_IN_LIMITS.perIp) {
    return false;
  }
  const delay = delayFor(byEmail);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  return true;
}

/** A successful sign-in forgives that email's attempts (not the address's). */
export async function signInSucceeded(email: string, ip: string): Promise<void> {
  const key = keys(email, ip);
  await Promise.all([clearCounter(key.pair), clearCounter(key.email)]);
}

async function clearCounter(key: string) {
  await clearHits(key, windowSeconds);
}
