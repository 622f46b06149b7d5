import 'server-only';
import { clearHits, countHit } from '@/lib/limits';
import { SIGN_IN_WINDOW_MINUTES } from './messages';

/**
 * Sign-in attempts allowed per window. Attempts are counted before the password is checked (one
 * atomic increment per key), so parallel guesses cannot slip past a limit while argon2 runs.
 * The keys are counted one after another and an attempt a limit refuses counts no further, so
 * refused attempts never use up anyone else's allowance:
 * - per address, across emails: credential stuffing (first);
 * - per email and address: a guesser is stopped after 5;
 * - per email, from browsers it never signed in from: a higher ceiling, with growing delays
 *   past 5, so guessing from many addresses stays slow;
 * - per known browser (./device-cookie.ts): a browser the account signed in from before is
 *   limited on its own and skips the email's ceiling, so strangers guessing elsewhere cannot
 *   lock the owner out of it.
 */
export const SIGN_IN_LIMITS = {
  perIp: 60,
  perPair: 5,
  perEmail: 50,
  perDevice: 10,
  windowMinutes: SIGN_IN_WINDOW_MINUTES,
} as const;

const windowSeconds = SIGN_IN_LIMITS.windowMinutes * 60;
const keys = (email: string, ip: string, device: string | null) => ({
  ip: `signin:ip:${ip}`,
  pair: `signin:pair:${email}:${ip}`,
  email: `signin:email:${email}`,
  device: `signin:device:${device}:${email}`,
});

/** Past 5 attempts on one email, each further one waits longer: 0.25 s, 0.5 s, 1 s … at most 8 s. */
export const delayFor = (emailAttempts: number) =>
  emailAttempts <= 5 ? 0 : Math.min(250 * 2 ** (emailAttempts - 6), 8000);

const within = async (key: string, limit: number) => (await countHit(key, windowSeconds)) <= limit;

/**
 * Counts this attempt; false when a limit is reached (the password must not be checked).
 * `device` is the id of a known browser of this email (knownDevice, ./credentials.ts), or null.
 */
export async function admitSignIn(email: string, ip: string, device: string | null): Promise<boolean> {
  const key = keys(email, ip, device);
  // A known browser's cookie is bound to this one email, so it cannot serve stuffing across
  // emails: it skips the address's limit too (an office behind one address under attack).
  if (device) return within(key.device, SIGN_IN_LIMITS.perDevice);
  if (!(await within(key.ip, SIGN_IN_LIMITS.perIp))) return false;
  if (!(await within(key.pair, SIGN_IN_LIMITS.perPair))) return false;
  const byEmail = await countHit(key.email, windowSeconds);
  if (byEmail > SIGN_IN_LIMITS.perEmail) return false;
  const delay = delayFor(byEmail);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  return true;
}

/**
 * A successful sign-in forgives the attempts of that address or browser on that email; the
 * email's count from unknown browsers runs out with its window (else the owner's own sign-ins
 * would hand a guesser a fresh allowance).
 */
export async function signInSucceeded(email: string, ip: string, device: string | null): Promise<void> {
  const key = keys(email, ip, device);
  await Promise.all([
    clearHits(key.pair, windowSeconds),
    device ? clearHits(key.device, windowSeconds) : undefined,
  ]);
}
