import type { NextAuthConfig } from 'next-auth';
import { LOGIN_PATH } from '@/lib/auth/routes';

/**
 * The database-free half of the Auth.js config: what proxy.ts needs to read a session.
 * Providers and the MongoDB adapter are added in auth.ts.
 */
export const authConfig = {
  session: { strategy: 'jwt', maxAge: 7 * 24 * 60 * 60 },
  pages: { signIn: LOGIN_PATH, error: LOGIN_PATH },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      // `user` is present only at sign-in; pick fields, never spread (adapter users carry every field).
      if (user) {
        token.id = user.id;
        token.role = user.role === 'admin' ? 'admin' : 'customer';
        token.signedInAt = Date.now();
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.id ?? token.sub ?? '';
      session.user.email = token.email ?? '';
      session.user.role = token.role ?? 'customer';
      session.user.signedInAt = token.signedInAt ?? 0;
      return session;
    },
  },
} satisfies NextAuthConfig;
