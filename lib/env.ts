import { z } from 'zod';
import { DEFAULT_DATABASE } from './database-settings.mjs';
import { EMAIL_PATTERN } from '@/lib/model';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The seller's details every invoice prints (lib/invoices/seller.ts); production names each. */
const SELLER_SETTINGS = ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_EMAIL', 'SELLER_TAX_ID'] as const;

/** The seed's admin when none is configured: fine for development, refused in production. */
export const DEFAULT_ADMIN = { email: 'admin@partsmith.dev', password: 'partsmith-admin' } as const;

/** A number from the environment; empty or unset → `fallback`. */
function numberSetting(
  name: string,
  { min, max, fallback, whole = false }: { min: number; max: number; fallback: number; whole?: boolean },
) {
  const kind = whole ? 'a whole number' : 'a number';
  let number = z.number({ error: `${name} must be ${kind}` });
  if (whole) number = number.int(`${name} must be ${kind}`);
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined),
    number
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .default(fallback),
  );
}

/** Whether the platform knows `zone` (an IANA name such as Europe/Berlin). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    MONGODB_URI: z
      .string({
        error: 'MONGODB_URI is required (npm run dev / npm start set it when they start the local database)',
      })
      .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://'),
    MONGODB_DB: z
      .string()
      .regex(/^[\w-]{1,60}$/, 'MONGODB_DB must be a plain database name')
      .default(DEFAULT_DATABASE),
    AUTH_SECRET: z
      .string({ error: 'AUTH_SECRET is required (any random string of 32+ characters)' })
      .min(32, 'AUTH_SECRET must be at least 32 characters'),
    /** The public URL (also read alone by configuredOrigin, below): checked here at start. */
    AUTH_URL: optional.pipe(z.url('AUTH_URL must be a URL (https://parts.example.com)').optional()),
    AUTH_GOOGLE_ID: optional,
    AUTH_GOOGLE_SECRET: optional,
    /** Test-only: the OpenID Connect issuer that stands in for Google in e2e. */
    AUTH_GOOGLE_ISSUER: optional.pipe(z.url('AUTH_GOOGLE_ISSUER must be a URL').optional()),
    PAYMENTS_GATEWAY: z.enum(['stripe', 'test']).optional(),
    STRIPE_SECRET_KEY: optional,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    /** Test-only: a Stripe-API-speaking server (stripe-mock) instead of api.stripe.com. */
    STRIPE_API_BASE: optional.pipe(z.url('STRIPE_API_BASE must be a URL').optional()),
    IMAGE_HOST_KEY: optional,
    IMAGE_HOST_URL: z.url('IMAGE_HOST_URL must be a URL').default('https://api.imgbb.com/1/upload'),
    // The sign-in form's email rule applies: an admin it refuses could never sign in.
    ADMIN_EMAIL: z
      .string()
      .regex(EMAIL_PATTERN, 'ADMIN_EMAIL must be an email the sign-in form accepts')
      .default(DEFAULT_ADMIN.email),
    /** Where the contact form's messages are mailed (the store's sales inbox); unset: ADMIN_EMAIL, outside production. */
    CONTACT_EMAIL: optional.pipe(
      z.email('CONTACT_EMAIL must be an email address (sales@parts.example.com)').toLowerCase().optional(),
    ),
    /** The store's time zone (IANA, `America/Chicago`): where a month of spending begins and ends. */
    STORE_TIME_ZONE: z
      .string()
      .refine(isTimeZone, 'STORE_TIME_ZONE must be an IANA time zone (America/Chicago, Europe/Berlin)')
      .default('UTC'),
    /** How long an unpaid order holds its stock (minutes; decimals allowed, tests use seconds). */
    ORDER_HOLD_MINUTES: numberSetting('ORDER_HOLD_MINUTES', { min: 0.01, max: 525_600, fallback: 1440 }),
    /** How much longer than its placement's hold a started payment may keep the stock, once (minutes). */
    PAYMENT_HOLD_MINUTES: numberSetting('PAYMENT_HOLD_MINUTES', { min: 0.01, max: 1440, fallback: 30 }),
    /** A company with an invoice on account more than this many days overdue may not buy on account (issue 35). */
    OVERDUE_BLOCK_DAYS: numberSetting('OVERDUE_BLOCK_DAYS', { min: 0, max: 3650, fallback: 30, whole: true }),
    /** How many days after delivery a buyer may ask to return its units (issue 36). */
    RETURN_WINDOW_DAYS: numberSetting('RETURN_WINDOW_DAYS', { min: 0, max: 3650, fallback: 30, whole: true }),
    /** Unpaid, unexpired orders one customer may hold at once. */
    MAX_OPEN_ORDERS: numberSetting('MAX_OPEN_ORDERS', { min: 1, max: 1000, fallback: 10, whole: true }),
    /** Reverse proxies in front of the app that append to X-Forwarded-For (nginx: 1; a CDN and nginx: 2). */
    TRUSTED_PROXY_HOPS: numberSetting('TRUSTED_PROXY_HOPS', { min: 0, max: 10, fallback: 0, whole: true }),
    /** Lets a production build run with test-only settings (the test suites set it; never a deployment). */
    ALLOW_TEST_SETTINGS: z.enum(['1']).optional(),
    /**
     * How long a request waits for a database that does not answer before it fails (seconds): a
     * server to select, a connection to open. A stuck client is replaced after 4/3 of it.
     */
    DATABASE_TIMEOUT_SECONDS: numberSetting('DATABASE_TIMEOUT_SECONDS', { min: 0.2, max: 60, fallback: 3 }),
    /** How long a lock's holder that died keeps others out (seconds; a live one renews it every third). */
    LOCK_LEASE_SECONDS: numberSetting('LOCK_LEASE_SECONDS', { min: 0.2, max: 600, fallback: 10 }),
    /**
     * How long a request that may be retried (an Idempotency-Key) keeps its key while it runs without
     * a word from its instance (seconds): a retry meanwhile is told to wait (409); once it lapses (the
     * instance died) a retry takes the request up. The running instance renews it every third of it.
     */
    REQUEST_LEASE_SECONDS: numberSetting('REQUEST_LEASE_SECONDS', { min: 0.2, max: 600, fallback: 15 }),
    /** How often each instance sweeps lapsed stock holds (seconds). */
    HOLD_SWEEP_SECONDS: numberSetting('HOLD_SWEEP_SECONDS', { min: 0.2, max: 86_400, fallback: 60 }),
    /** Where mail goes out (smtp:// or smtps://, credentials in the URL); npm run dev starts a local inbox without it. */
    SMTP_URL: optional.pipe(
      z
        .url('SMTP_URL must be a URL (smtps://user:password@smtp.example.com)')
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    /** The sender of the store's mail: an address, or `Name <address>`. */
    MAIL_FROM: optional.pipe(
      z
        .string()
        .regex(
          /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
          'MAIL_FROM must be an address or Name <address>',
        )
        .optional(),
    ),
    /** The seller's legal name, as invoices and credit notes print it. */
    SELLER_NAME: optional.pipe(z.string().max(200, 'SELLER_NAME is 200 characters at most').optional()),
    /** The seller's postal address, its lines separated by `|` (`1200 Foundry Road|Dayton, OH 45402|United States`). */
    SELLER_ADDRESS: optional.pipe(z.string().max(500, 'SELLER_ADDRESS is 500 characters at most').optional()),
    /** Where buyers write about an invoice (accounts@parts.example.com). */
    SELLER_EMAIL: optional.pipe(z.email('SELLER_EMAIL must be an email address').optional()),
    /** The seller's tax id as the documents print it (`EIN 12-3456789`, `VAT DE123456789`). */
    SELLER_TAX_ID: optional.pipe(z.string().max(100, 'SELLER_TAX_ID is 100 characters at most').optional()),
    /** The seller's country (ISO 3166-1 alpha-2): a sale to a business with an EU VAT id in another EU country is reverse-charged. */
    SELLER_COUNTRY: optional
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z]{2}$/, 'SELLER_COUNTRY must be a two-letter country code (US, DE)')
          .optional(),
      )
      .transform((code) => (code ?? 'US').toUpperCase()),
    /** The plant's region and postcode (with SELLER_COUNTRY): where an order collected at the plant is taxed. */
    SELLER_REGION: optional.pipe(z.string().max(100, 'SELLER_REGION is 100 characters at most').optional()),
    SELLER_POSTAL_CODE: optional.pipe(
      z.string().max(20, 'SELLER_POSTAL_CODE is 20 characters at most').optional(),
    ),
    /** Which address decides a sale's tax (issue 36): the ship-to (default) or the bill-to. */
    TAX_ADDRESS: optional
      .pipe(z.enum(['ship-to', 'bill-to'], { error: 'TAX_ADDRESS is ship-to or bill-to' }).optional())
      .transform((basis) => basis ?? 'ship-to'),
    /** How often each instance looks for mail to send (seconds). */
    MAIL_SWEEP_SECONDS: numberSetting('MAIL_SWEEP_SECONDS', { min: 0.1, max: 3600, fallback: 5 }),
    /** The first wait before a failed delivery is tried again (seconds; it doubles each time, to an hour). */
    MAIL_RETRY_SECONDS: numberSetting('MAIL_RETRY_SECONDS', { min: 0.1, max: 3600, fallback: 30 }),
    /** Messages one address receives in any hour at most, whatever causes them; the rest wait in the outbox. */
    MAIL_PER_RECIPIENT_PER_HOUR: numberSetting('MAIL_PER_RECIPIENT_PER_HOUR', {
      min: 1,
      max: 10_000,
      fallback: 20,
      whole: true,
    }),
    ADMIN_PASSWORD: z
      .string()
      .min(6, 'ADMIN_PASSWORD must be 6 characters or longer')
      .default(DEFAULT_ADMIN.password),
  })
  .superRefine((env, ctx) => {
    // Test stand-ins for Google and Stripe must never reach a real deployment by accident.
    if (env.NODE_ENV === 'production' && !env.ALLOW_TEST_SETTINGS) {
      for (const key of ['STRIPE_API_BASE', 'AUTH_GOOGLE_ISSUER'] as const) {
        if (env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is for tests only and refused in production (ALLOW_TEST_SETTINGS=1 allows it in test runs)`,
          });
      }
    }
    // Mail must reach people in production: a deployment names its SMTP server and its sender.
    if (env.NODE_ENV === 'production' && !env.ALLOW_TEST_SETTINGS) {
      for (const key of ['SMTP_URL', 'MAIL_FROM'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required in production (the store sends order, shipping and password-reset mail)`,
          });
      }
    }
    // Invoices are legal documents: in production they print the seller's own details, never the
    // demo store's or a placeholder.
    if (env.NODE_ENV === 'production' && !env.ALLOW_TEST_SETTINGS) {
      for (const key of SELLER_SETTINGS) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required in production (invoices and credit notes print the seller's legal details)`,
          });
      }
    }
    // Visitors are told their message was sent: in production it goes to an inbox named for it,
    // never by default to the seeded admin's sign-in address.
    if (env.NODE_ENV === 'production' && !env.ALLOW_TEST_SETTINGS && !env.CONTACT_EMAIL)
      ctx.addIssue({
        code: 'custom',
        path: ['CONTACT_EMAIL'],
        message: "CONTACT_EMAIL is required in production (the contact form's messages are mailed there)",
      });
    if (Boolean(env.AUTH_GOOGLE_ID) !== Boolean(env.AUTH_GOOGLE_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_GOOGLE_SECRET'],
        message: 'AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET go together',
      });
    }
    if (env.PAYMENTS_GATEWAY === 'stripe' || (!env.PAYMENTS_GATEWAY && env.STRIPE_SECRET_KEY)) {
      for (const key of [
        'STRIPE_SECRET_KEY',
        'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for Stripe payments` });
      }
    }
  })
  // Outside production the contact form's mail goes to the admin (the dev inbox catches it).
  .transform((env) => ({ ...env, CONTACT_EMAIL: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL }));

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parses process.env once; throws an error naming every bad variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  cached = parsed.data;
  return cached;
}

/**
 * The public URL (AUTH_URL) alone, without the rest of the settings: absolute links are built
 * while `next build` prerenders too, when the database settings are not there.
 */
export function configuredOrigin(): string | null {
  const url = process.env.AUTH_URL?.trim();
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error('AUTH_URL must be a URL (https://parts.example.com). See .env.example.');
  }
}

/** The port `next start` listens on (for links while AUTH_URL is unset, in development). */
export const listeningPort = () => Number(process.env.PORT ?? 3000);

/**
 * The public origin for absolute URLs (sitemap, canonical links, Open Graph, JSON-LD, the links in
 * emails). Cached pages are rendered once for every visitor and mail is read far from the site, so
 * it comes from configuration (AUTH_URL), never from a request's Host header.
 */
export function siteOrigin(): string {
  return configuredOrigin() ?? `http://localhost:${listeningPort()}`;
}
