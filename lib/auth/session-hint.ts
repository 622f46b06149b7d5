/**
 * A hint, readable by the page's own script before it paints, that this browser is signed in:
 * cached pages are the same for everyone, so without it a signed-in visitor would see SIGN IN
 * until the session is fetched. It is only a hint (it opens nothing): the server sets it at
 * sign-in and clears it at sign-out, and the browser corrects it whenever it learns otherwise.
 * No server-only code: the layout's inline script, the navbar and Auth.js's events share it.
 */
export const SESSION_HINT_COOKIE = 'partsmith.signed-in';
/**
 * How long a session lasts, in seconds: three days, renewed while the user is active (Auth.js's
 * config in lib/session/auth-config.ts, the server's record of a sign-in, and this hint).
 */
export const SESSION_MAX_AGE = 3 * 24 * 60 * 60;
/** As long as a session lasts. */
export const SESSION_HINT_MAX_AGE = SESSION_MAX_AGE;

/** Runs inline in <head>, before the body paints: marks <html> for the navbar's CSS (globals.css). */
export const SESSION_HINT_SCRIPT = `try{if(document.cookie.split('; ').indexOf('${SESSION_HINT_COOKIE}=1')>-1)document.documentElement.dataset.session='in'}catch(e){}`;

/** The browser learned who is signed in: the hint and the page's mark follow. */
export function writeSessionHint(signedIn: boolean) {
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=${SESSION_HINT_MAX_AGE}; samesite=lax`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  if (signedIn) document.documentElement.dataset.session = 'in';
  else delete document.documentElement.dataset.session;
}
