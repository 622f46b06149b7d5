import type { DefaultSession } from 'next-auth';
import 'next-auth/jwt';

type Role = 'admin' | 'customer';

declare module 'next-auth' {
  interface User {
    role?: Role;
  }
  interface Session {
    user: { id: string; email: string; role: Role } & DefaultSession['user'];
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    id?: string;
    role?: Role;
  }
}
