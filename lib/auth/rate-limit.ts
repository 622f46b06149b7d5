import 'server-only';
import { clearHits, countInWindow, recordHit } from '@/lib/db/rate-limits';
import { SIGN_IN_WINDOW_MINUTES } from './messages';

/** Failed sign-ins allowed per window, per email and per client address. */
export const SIGN_IN_LIMITS = { perEmail: 5, perIp: 20, windowMinutes: SIGN_IN_WINDOW_MINUTES } as const;

const windowStart = () => new Date(Date.now() - SIGN_IN_LIMITS.windowMinutes * 60_000);
const emailKey = (email: string) => `signin:email:${email}`;
const ipKey = (ip: string) => `signin:ip:${ip}`;

export async function isSignInBlocked(email: string, ip: string): Promise<boolean> {
  const since = windowStart();
  const [byEmail, byIp] = await Promise.all([
    countInWindow(emailKey(email), since),
    countInWindow(ipKey(ip), since),
  ]);
  return byEmail >= SIGN_IN_LIMITS.perEmail || byIp >= SIGN_IN_LIMITS.perIp;
}

export async function recordSignInFailure(email: string, ip: string): Promise<void> {
  const since = windowStart();
  await Promise.all([recordHit(emailKey(email), since), recordHit(ipKey(ip), since)]);
}

/** A successful sign-in forgives that email's failures (not the address's). */
export async function clearSignInFailures(email: string): Promise<void> {
  await clearHits(emailKey(email));
}
