import 'server-only';
import { findProfile, saveProfileDoc } from './store/profiles';
import { findUserByEmail } from '@/lib/accounts';
import type { Profile } from '@/lib/validation';
import type { ProfileDto } from './profile-dto';

// The profile screens' importers read the answer's type from here.

export async function getProfile(email: string): Promise<ProfileDto> {
  const [profile, user] = await Promise.all([findProfile(email), findUserByEmail(email)]);
  return {
    email,
    name: profile?.name ?? user?.name ?? null,
    phoneNumber: profile?.phoneNumber ?? null,
    education: profile?.education ?? null,
    img: profile?.img ?? user?.image ?? null,
  };
}

/** Saves the profile under the signed-in user's email (the body's email is never trusted). */
export async function saveProfile(email: string, input: Omit<Profile, 'email'>): Promise<ProfileDto> {
  const { name, phoneNumber, education, img } = input;
  await saveProfileDoc(email, { name, phoneNumber, education, img });
  return { email, name, phoneNumber, education, img };
}
