// Security headers for every answer (next.config.mjs). Plain JavaScript: next.config loads it.

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * A Content-Security-Policy without per-request nonces, so cached public pages stay cached: Next's
 * inline bootstrap scripts need 'unsafe-inline', and everything else is locked to this origin (no
 * plugins, no foreign frames, no framing of our pages, no <base> or form posts elsewhere). Stripe's
 * hosts are allowed only on the payment page (`stripe: true`), where Stripe.js loads. Development
 * adds 'unsafe-eval' for React's refresh.
 */
export function contentSecurityPolicy({ stripe = false, dev = false } = {}) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...(stripe ? STRIPE.script : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images cannot run code; customers' profile pictures may be on any https host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : [])],
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const COMMON_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** Sent when a proxy says the request came over https (browsers ignore it over plain http anyway). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
