import type { ReactNode } from 'react';

/**
 * The dashboard's table shell: headed columns, horizontal scroll on small screens, an empty note.
 * The scrolling box is a named, focusable region, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function DataTable({
  label,
  columns,
  children,
  empty,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
  empty?: string | false;
}) {
  return (
    <div className="card overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <thead className="bg-steel-100 text-xs uppercase text-steel-500">
          <tr>
            {columns.map((column) => (
              <th key={column} className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty && <p className="p-6 text-steel-500">{empty}</p>}
    </div>
  );
}
