import { AccountSecurity } from '@/components/profile/account-security';
import { ProfileView } from '@/components/profile/profile-view';
import { requirePageUser } from '@/lib/session';
import { hasPassword } from '@/lib/auth';
import { getProfile } from '@/lib/profile';

export default async function MyProfilePage() {
  const caller = await requirePageUser('/dashboard');
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">My Profile</h1>
      <ProfileView initial={await getProfile(caller.email)} />
      <AccountSecurity hasPassword={await hasPassword(caller.email)} />
    </>
  );
}
