// The part of lib/auth's face the browser may load (no server-only code behind it); lib/auth/index.ts
// is the face for server code.

export { CONFIRMATION_SENT, EMAIL_CONFIRMED } from './confirmation-messages';
export { authErrorMessage } from './messages';
export { loginPathFor, loginUrlFor, registerPathFor } from './routes';
export { SESSION_HINT_COOKIE, writeSessionHint } from './session-hint';
