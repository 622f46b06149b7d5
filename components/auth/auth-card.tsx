import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <div className="card p-8">
        <h1 className="mb-6 text-center text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-semibold uppercase text-steel-500">
      <span className="h-px flex-1 bg-steel-100" />
      or
      <span className="h-px flex-1 bg-steel-100" />
    </div>
  );
}
