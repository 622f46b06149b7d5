import type { ReactNode } from 'react';

type Props = { label: string; name?: string; value?: string; placeholder?: string; children?: ReactNode };

/** A dashboard list's search: a plain GET form, so each search is a URL (page links keep it). */
export function SearchBox({ label, name = 'q', value = '', placeholder, children }: Props) {
  return (
    <form method="get" role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-3">
      <label className="block min-w-56 flex-1">
        <span className="label">{label}</span>
        <input
          className="input"
          type="search"
          name={name}
          defaultValue={value}
          maxLength={100}
          placeholder={placeholder}
        />
      </label>
      {children}
      <button type="submit" className="btn-outline">
        Search
      </button>
    </form>
  );
}
