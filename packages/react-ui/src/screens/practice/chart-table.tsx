import type { ReactNode } from 'react';

export interface ChartTableProps {
  /** What the table holds, for a screen reader ("Practice days by week, newest first"). */
  caption: string;
  /** The header row's cells (`<th scope="col">`). */
  head: ReactNode;
  /** The body's rows (`<tr>`, each led by a `<th scope="row">`). */
  children: ReactNode;
}

/**
 * A progress chart's numbers as a real table, behind "Show as a table" rather than visually hidden: the
 * chart's name already gives a screen reader the summary, and 26 rows of weeks read out on every visit
 * would bury the rest of the page. Opened, it is a table to move through by row, and sighted people who
 * cannot tell the shades apart (or want the numbers) get it too.
 */
export function ChartTable({ caption, head, children }: ChartTableProps) {
  return (
    <details className="td-progress__details">
      <summary>Show as a table</summary>
      <div className="td-progress__table-wrap">
        <table className="td-progress__table">
          <caption className="td-visually-hidden">{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}
