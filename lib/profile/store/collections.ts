import 'server-only';
import { collection } from '@/lib/db';
import type { ProfileDoc } from './profiles-doc';

/** lib/profile's tables: only lib/profile/store reads or writes them. */
export const profilesCollection = collection<ProfileDoc>('profiles');
