import type { ComponentProps, ReactNode } from 'react';

/**
 * The dashboard's table shell: headed columns, an empty note. Below 1024 px each row becomes a card
 * of labelled lines (globals.css `data-table`), so every value and every action is in view at
 * 375 px without scrolling sideways; the roles are written out because a table laid out as
 * blocks loses them in browsers' accessibility trees. The box still scrolls, as a named,
 * focusable region, if a row is ever wider than the screen (WCAG 2.1.1).
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
      <table role="table" className="data-table w-full text-left text-sm">
        <thead role="rowgroup" className="bg-steel-100 text-xs uppercase text-steel-500">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
      {empty && <p className="p-6 text-steel-500">{empty}</p>}
    </div>
  );
}

/** A row of a DataTable. */
export function Row({ className = '', ...props }: ComponentProps<'tr'>) {
  return <tr role="row" className={`border-t border-steel-100 align-top ${className}`} {...props} />;
}

/**
 * A cell of a DataTable; `label` (its column's heading) heads it when rows are cards. Its content
 * is one box (styled by `className`), so the heading and the value make exactly two columns.
 */
export function Cell({
  label,
  className = '',
  children,
  ...props
}: Omit<ComponentProps<'td'>, 'className'> & { label: string; className?: string }) {
  return (
    <td role="cell" data-label={label} className="px-4 py-3" {...props}>
      <div className={className}>{children}</div>
    </td>
  );
}
