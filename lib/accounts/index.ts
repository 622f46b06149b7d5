// The face of lib/accounts: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/accounts/<file>` from outside it). Its own files import each other directly.

export {
  countAdmins,
  createUserWithPassword,
  emailIsTaken,
  endSession,
  ensureAdmin,
  findCredential,
  findUserByEmail,
  findUserById,
  findUserPage,
  hasCredential,
  initialiseNewUser,
  isAddressConfirmed,
  isLoggedOut,
  markEmailVerified,
  revokeSessions,
  setPasswordHash,
  setRole,
  verifyEmailDroppingUnverifiedPassword,
} from './store/users';
export type { CredentialDoc, UserDoc } from './store/users';
