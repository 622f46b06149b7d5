import 'server-only';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes): ~40 ms here.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time, and at most QUEUE_LIMIT waiting: a flood of sign-ins
 * with unknown emails (each costs a hash) can neither take every core and 19 MiB per request
 * nor queue up without end. Past the queue, PasswordCheckBusy (the caller says "try again").
 */
const running = pLimit(Math.max(2, availableParallelism()));
const QUEUE_LIMIT = 200;

export class PasswordCheckBusy extends Error {
  constructor() {
    super('Too many password checks at once');
    this.name = 'PasswordCheckBusy';
  }
}

function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running.pendingCount >= QUEUE_LIMIT) return Promise.reject(new PasswordCheckBusy());
  return running(work);
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown email costs the same time as a wrong
 * password: response times must not reveal which emails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('partsmith-timing-equaliser').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
