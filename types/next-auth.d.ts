import type { DefaultSession } from 'next-auth';
import 'next-auth/jwt';

type Role = 'admin' | 'customer';

declare module 'next-auth' {
  interface User {
    role?: Role;
  }
  interface Session {
    user: { id: string; email: string; role: Role; signedInAt: number; sid: string } & DefaultSession['user'];
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    id?: string;
    role?: Role;
    /** When this sign-in happened (ms); survives session refreshes, unlike `iat`. */
    signedInAt?: number;
    /** A random id of this sign-in (kept by "sign out everywhere" for the session that asked). */
    sid?: string;
  }
}
