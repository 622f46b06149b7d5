// The face of lib/session: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/session/<file>` from outside it). Its own files import each other directly.

export { handleAuthRequest } from './auth-handler';
export {
  getCaller,
  isSessionEnded,
  requireAdmin,
  requireSelfOrAdmin,
  requireSessionUser,
  requireUser,
} from './caller';
export { isGoogleEnabled } from './next-auth';
export { getPageAdmin, isSignedIn, pagePath, requirePageUser } from './page-guards';
