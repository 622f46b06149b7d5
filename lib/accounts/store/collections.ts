import 'server-only';
import { collection } from '@/lib/db';
import type { CredentialDoc, UserDoc } from './users-doc';

/** lib/accounts's tables: only lib/accounts/store reads or writes them. */
export const credentialsCollection = collection<CredentialDoc>('credentials');
export const usersCollection = collection<UserDoc>('users');
