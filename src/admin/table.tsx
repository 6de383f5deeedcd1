/**
 * The app's tables of records: a header row naming the columns, then one row per record. Below 48rem
 * (style.ts) each row becomes a card whose cells say their column's name (`data-label`), so every data
 * cell carries it; the row's name is the card's title and a column of actions names itself.
 */
import type { Child } from 'hono/jsx';

export interface Column<T> {
  /** The column's name: its header, and the label of its cells on a phone. */
  label: string;
  /** `name`: the cell names its row (`<th scope="row">`). `actions`: buttons or links, the header
   * for screen readers only. `select`: the row's checkbox, `header` heading the column. */
  role?: 'name' | 'actions' | 'select';
  /** What heads the column instead of its label. */
  header?: Child;
  cell: (row: T) => Child;
  /** More attributes of a cell (`data-count`). */
  attributes?: (row: T) => Record<string, string>;
}

function HeaderCell<T>({ column }: { column: Column<T> }) {
  if (column.role === 'select') return <td>{column.header}</td>;
  if (column.role === 'actions')
    return (
      <th scope="col">
        <span class="visually-hidden">{column.label}</span>
      </th>
    );
  return <th scope="col">{column.header ?? column.label}</th>;
}

function Cell<T>({ column, row }: { column: Column<T>; row: T }) {
  const attributes = column.attributes?.(row);
  if (column.role === 'name')
    return (
      <th scope="row" {...attributes}>
        {column.cell(row)}
      </th>
    );
  if (column.role === 'actions' || column.role === 'select')
    return <td {...attributes}>{column.cell(row)}</td>;
  return (
    <td data-label={column.label} {...attributes}>
      {column.cell(row)}
    </td>
  );
}

export function Table<T>({
  columns,
  rows,
  caption,
  captionHidden = false,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  caption?: string;
  captionHidden?: boolean;
}) {
  return (
    <table>
      {caption && <caption class={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <HeaderCell column={column} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr>
            {columns.map((column) => (
              <Cell column={column} row={row} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
