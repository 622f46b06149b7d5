import { AddressBook } from '@/components/profile/address-book';
import { ProfileForm } from '@/components/profile/profile-form';
import { listAddresses } from '@/lib/addresses';
import { requirePageUser } from '@/lib/session';
import { getProfile } from '@/lib/profile';

export default async function UpdateProfilePage() {
  const caller = await requirePageUser();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Update profile</h1>
      <ProfileForm profile={await getProfile(caller.email)} />
      <AddressBook initial={await listAddresses(caller)} />
    </>
  );
}
