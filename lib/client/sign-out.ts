import { signOut } from 'next-auth/react';
import { clearAccessToken } from './access-token';

/** Ends the session everywhere the client keeps it: the Auth.js cookie and the stored token. */
export async function signOutTo(path: string) {
  clearAccessToken();
  await signOut({ redirectTo: path });
}
