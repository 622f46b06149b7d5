'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useApi, usePolling, endpoints } from '@/lib/client';
import type { ProfileDto } from '@/lib/profile';

/**
 * docs/product.md#screens-and-routes: the profile is polled to stay fresh (e.g. after an edit in another
 * tab).
 */
const REFRESH_MS = 15_000;

export function ProfileView({ initial }: { initial: ProfileDto }) {
  const [profile, setProfile] = useState(initial);
  const { call } = useApi('profile');
  usePolling(async (signal) => {
    const result = await call(endpoints.profile, { params: { email: initial.email }, signal });
    // A failed poll keeps what is shown; the next one tries again.
    if (result?.ok) setProfile(result.data);
  }, REFRESH_MS);

  const rows: [string, string | null][] = [
    ['Name', profile.name],
    ['Email', profile.email],
    ['Phone', profile.phoneNumber],
    ['Education', profile.education],
  ];
  return (
    <div className="card p-6">
      <div className="flex flex-col items-start gap-6 sm:flex-row">
        {profile.img ? (
          // Any https host may serve a customer's picture, so next/image's allow-list does not fit here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={profile.img}
            alt={`${profile.name ?? 'Your'} profile picture`}
            referrerPolicy="no-referrer"
            className="h-28 w-28 rounded-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="grid h-28 w-28 place-items-center rounded-full bg-brand-100 text-3xl font-bold text-brand-700"
          >
            {(profile.name ?? profile.email).charAt(0).toUpperCase()}
          </div>
        )}
        <dl data-testid="profile" className="grid flex-1 grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-steel-500">{label}</dt>
              <dd>{value ?? <span className="text-steel-500">Not provided</span>}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link href="/dashboard/myprofile/loadprofile" className="btn-primary mt-6">
        Update profile
      </Link>
    </div>
  );
}
