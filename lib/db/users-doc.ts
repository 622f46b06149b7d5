import type { Role } from '@/lib/model/caller';
import type { Id } from './ids';

/** The Auth.js adapter's `users` document, plus our role. Secrets never live here. */
export type UserDoc = {
  _id: Id;
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
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
