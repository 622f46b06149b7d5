import { clearAccessToken } from './access-token';
import { refreshSessionUser } from './session-user';

/**
 * Ends the session everywhere the client keeps it: the Auth.js cookie and the stored token, then
 * opens `path` on this page's own origin (a relative address, never one the server names: the
 * visitor stays on the host whose cookies were just cleared). next-auth/react loads only when
 * someone signs out, not with every public page.
 */
export async function signOutTo(path: string) {
  clearAccessToken();
  const { signOut } = await import('next-auth/react');
  await signOut({ redirect: false });
  await refreshSessionUser();
  window.location.assign(path);
}
