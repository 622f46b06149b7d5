// The face of lib/auth: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/auth/<file>` from outside it). Its own files import each other directly.

export { issueAccessToken, verifyAccessToken } from './access-token';
export { onOAuthAccountLinked, onUserCreated } from './account-events';
export { deviceCookie, presentedDevice } from './device-cookie';
export { CONFIRMATION_SENT, EMAIL_CONFIRMED } from './confirmation-messages';
export { dashboardMenu } from './dashboard-menu';
export {
  addressProven,
  confirmEmail,
  isEmailConfirmed,
  mailConfirmationLink,
  resendConfirmation,
} from './email-confirmation';
export { hashOf, newLinkToken } from './link-token';
export { AUTH_MESSAGES, authErrorMessage } from './messages';
export { PasswordCheckBusy, burnPasswordCheck, hashPassword, verifyPassword } from './password';
export { RESET_SENT, admitPasswordReset, mailPasswordReset, resetPassword } from './password-reset';
export { admitSignIn, signInSucceeded } from './rate-limit';
export { issuedBeforeCutOff } from './revocation';
export {
  AFTER_SIGN_UP,
  LOGIN_PATH,
  PAGE_PATH_HEADER,
  loginPathFor,
  loginUrlFor,
  registerPathFor,
  safeCallbackPath,
} from './routes';
export { endSignedOutSession, mayRenewSession, setSessionHint } from './session-events';
export { SESSION_HINT_COOKIE, SESSION_HINT_SCRIPT, SESSION_MAX_AGE, writeSessionHint } from './session-hint';
export { changePassword, hasPassword, signOutEverywhere } from './sessions';
