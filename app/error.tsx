'use client';


/**
 * Any page that failed on the server (most often: the database could not be reached before the
 * health check noticed). Nothing of the error is shown; the server logged it.
 */
export default function ErrorPage({ reset }: { reset: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">We&apos;ll be right back</h1>
      <p className="text-steel-500">
        Something went wrong on our side. Your orders and your account are safe. Please try again in a minute.
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          Try again
        </button>
        <a href="/parts" className="btn-outline">
          Browse parts
        </a>
      </div>
    </div>
  );
}
