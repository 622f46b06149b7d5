import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">404 Page not found</h1>
      <p className="text-steel-500">The page you are looking for does not exist or has moved.</p>
      <a href="/" className="btn-primary">
        Back to home
      </a>
    </div>
  );
}
