import type { Metadata } from 'next';

export const metadata: Metadata = { title: "We'll be right back", robots: { index: false } };

/**
 * What pages that need the database show while it cannot be reached: proxy.ts answers them
 * with this page and a 503 (Retry-After) (public pages are sent here by lib/cache/outage.ts), and
 * recovers by itself when the database is back.
 */
export default function UnavailablePage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">We&apos;ll be right back</h1>
      <p className="text-steel-500">
        Our store is unavailable for a moment. Your orders and your account are safe. Please try again in a
        minute.
      </p>
      <a href="/parts" className="btn-primary">
        Browse parts
      </a>
    </div>
  );
}
