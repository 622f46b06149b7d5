import 'server-only';
import { profilesCollection } from './collections';
import type { ProfileDoc } from './profiles-doc';
export type { ProfileDoc } from './profiles-doc';

export async function findProfile(email: string): Promise<ProfileDoc | null> {
  return (await profilesCollection()).findOne({ email });
}

export async function saveProfileDoc(email: string, fields: Omit<ProfileDoc, 'email' | 'updatedAt'>) {
  await (
    await profilesCollection()
  ).updateOne({ email }, { $set: { ...fields, updatedAt: new Date() } }, { upsert: true });
}
