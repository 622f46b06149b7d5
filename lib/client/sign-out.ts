import { clearAccessToken } from './access-token';
import { refreshSessionUser } from './session-user';

/**
 * Ends the session everywhere the client keeps it: the Auth.js cookie and the stored token.
 * next-auth/react loads only when someone signs out, not with every public page.
 */
export async function signOutTo(path: string) {
  clearAccessToken();
  const { signOut } = await import('next-auth/react');
  await signOut({ redirectTo: path });
  await refreshSessionUser();
}
