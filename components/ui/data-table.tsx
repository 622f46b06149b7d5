import type { ReactNode } from 'react';

/** The dashboard's table shell: headed columns, horizontal scroll on small screens, an empty note. */
export function DataTable({
  columns,
  children,
  empty,
}: {
  columns: string[];
  children: ReactNode;
  empty?: string | false;
}) {
  return (
    <div className="card overflow-x-auto">
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
