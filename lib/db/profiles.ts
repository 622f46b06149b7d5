import 'server-only';
import { getDb } from './client';

export type ProfileDoc = {
  email: string;
  name: string;
  phoneNumber?: string;
  education?: string;
  img?: string;
  updatedAt: Date;
};

export async function profilesCollection() {
  return (await getDb()).collection<ProfileDoc>('profiles');
}
