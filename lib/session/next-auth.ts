import { MongoDBAdapter } from '@auth/mongodb-adapter';
import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import Google from 'next-auth/providers/google';
import { authConfig } from './auth-config';
import { authorizeCredentials } from './credentials';
import {
  onOAuthAccountLinked,
  onUserCreated,
  endSignedOutSession,
  mayRenewSession,
  setSessionHint,
} from '@/lib/auth';
import { clientIp } from '@/lib/http';
import { getMongoClient } from '@/lib/db';
import { env } from '@/lib/env';

function providers(): NextAuthConfig['providers'] {
  const { AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET, AUTH_GOOGLE_ISSUER } = env();
  const list: NextAuthConfig['providers'] = [
    Credentials({
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      authorize: (credentials, request) =>
        authorizeCredentials(credentials, {
          ip: clientIp(request.headers),
          cookieHeader: request.headers.get('cookie'),
          secure: new URL(request.url).protocol === 'https:',
        }),
    }),
  ];
  if (AUTH_GOOGLE_ID && AUTH_GOOGLE_SECRET) {
    list.push(
      Google({
        clientId: AUTH_GOOGLE_ID,
        clientSecret: AUTH_GOOGLE_SECRET,
        // Tests point Google at a local OpenID Connect provider; production never sets this.
        ...(AUTH_GOOGLE_ISSUER ? { issuer: AUTH_GOOGLE_ISSUER } : {}),
        // Google verifies the address (checked in signIn below), so the same email is the same person.
        allowDangerousEmailAccountLinking: true,
      }),
    );
  }
  return list;
}

/**
 * The whole Auth.js config, made per request: env and the database are read then, never while
 * `next build` imports this. Its routes are answered by ./auth-handler.ts, sessions read by `auth`.
 */
export const authOptions = (): NextAuthConfig => ({
  ...authConfig,
  adapter: MongoDBAdapter(getMongoClient, { databaseName: env().MONGODB_DB }),
  providers: providers(),
  callbacks: {
    ...authConfig.callbacks,
    signIn({ account, profile }) {
      if (account?.provider === 'google') return profile?.email_verified === true;
      return true;
    },
    // A session update renews the cookie; a logged-out session's is cleared instead (null).
    async jwt(params) {
      if (params.trigger === 'update' && !(await mayRenewSession(params.token.sid))) return null;
      return authConfig.callbacks.jwt(params);
    },
  },
  events: {
    createUser: ({ user }) => onUserCreated(user),
    linkAccount: ({ user, account }) => onOAuthAccountLinked(user, account.provider),
    signIn: () => setSessionHint(true),
    // LOG OUT ends the session on the server too, not only the browser's cookie.
    signOut: async (message) => {
      await setSessionHint(false);
      if ('token' in message) await endSignedOutSession(message.token?.sid);
    },
  },
});

export const { auth } = NextAuth(authOptions);

export const isGoogleEnabled = () => Boolean(env().AUTH_GOOGLE_ID && env().AUTH_GOOGLE_SECRET);
