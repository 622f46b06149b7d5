import type { NextAuthConfig } from 'next-auth';
import { LOGIN_PATH, safeCallbackPath, SESSION_MAX_AGE } from '@/lib/auth';

/**
 * The database-free half of the Auth.js config: what proxy.ts needs to read a session.
 * Providers and the MongoDB adapter are added in ./next-auth.ts.
 */
export const authConfig = {
  // Three days, renewed (a fresh cookie) at most once an hour while the user is active: a regular
  // customer stays signed in; a forgotten session on a shared computer ends within three days.
  // Revocation (sign-out everywhere, a password change) is immediate: see ./caller.ts.
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE, updateAge: 60 * 60 },
  pages: { signIn: LOGIN_PATH, error: LOGIN_PATH },
  providers: [],
  callbacks: {
    /**
     * Where Auth.js sends the browser after a sign-in or sign-out (Google's callback included):
     * the same guard as the login page's, stricter than Auth.js's own (which accepts any path).
     */
    redirect({ url, baseUrl }) {
      let target: URL;
      try {
        target = new URL(url, baseUrl);
      } catch {
        return baseUrl;
      }
      if (target.origin !== baseUrl) return baseUrl;
      return `${baseUrl}${safeCallbackPath(`${target.pathname}${target.search}${target.hash}`)}`;
    },
    jwt({ token, user }) {
      // `user` is present only at sign-in; pick fields, never spread (adapter users carry every field).
      if (user) {
        token.id = user.id;
        token.role = user.role === 'admin' ? 'admin' : 'customer';
        token.signedInAt = Date.now();
        // Names this sign-in, so "sign out everywhere" can keep the session that asked for it.
        token.sid = crypto.randomUUID();
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.id ?? token.sub ?? '';
      session.user.email = token.email ?? '';
      session.user.role = token.role ?? 'customer';
      session.user.signedInAt = token.signedInAt ?? 0;
      session.user.sid = token.sid ?? '';
      return session;
    },
  },
} satisfies NextAuthConfig;
