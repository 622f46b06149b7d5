import type { Role } from '@/lib/model';
import type { Id } from '@/lib/db';

/** The Auth.js adapter's `users` document, plus our role. Secrets never live here. */
export type UserDoc = {
  _id: Id;
  email: string;
  name?: string | null;
  image?: string | null;
  /**
   * When the owner proved the address: its confirmation link, a password-reset link, or Google.
   * Null until then: mail about orders waits for it (decision 0026).
   */
  emailVerified?: Date | null;
  /**
   * An account from before sign-ups were confirmed (the start-up migration of decision 0026): its
   * mail goes as it always did, though nobody proved the address, so emailVerified stays null
   * and a Google sign-in still removes a password set before the address was verified.
   */
  addressGrandfathered?: Date;
  role?: Role;
  createdAt?: Date;
  /** Sessions and access tokens issued before this are refused (e.g. after an account takeover fix). */
  sessionsValidAfter?: Date;
  /** The one session signed in before sessionsValidAfter that stays valid (the one that asked). */
  sessionKept?: string;
  /**
   * Sessions LOG OUT ended before `ended_sessions` (EndedSessionDoc) held them: no longer written,
   * still refused (a copy of such a cookie could have been renewed since).
   */
  sessionsEnded?: string[];
};

/**
 * A session LOG OUT ended (`_id`: its `sid`), refused until every cookie of it has expired
 * (`until`), then dropped by a TTL index (lib/db/indexes.ts).
 */
export type EndedSessionDoc = { _id: string; until: Date };

/** Password hashes, kept apart from `users` so no user query can carry one out by accident. */
export type CredentialDoc = {
  _id?: Id;
  userId: Id;
  email: string;
  passwordHash: string;
  createdAt: Date;
};
