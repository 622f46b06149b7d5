import type { Caller } from './caller';

/**
 * Whether `caller` may see what belongs to `email`: their own, or anyone's for admins. On its own,
 * without caller.ts's session code, so domain modules that take a Caller need not load Auth.js.
 */
export const isSelfOrAdmin = (caller: Caller, email: string): boolean =>
  caller.email === email || caller.role === 'admin';
