/** Every problem of an upload, one line per row and column, in file order (the header is row 1). */
import type { BulkWords } from './bulk-upload-text';
import type { UploadRowResult } from './upload-result';
import * as s from './bulk-upload.css';

export function RowErrors({ rows, w }: { rows: readonly UploadRowResult[]; w: BulkWords }) {
  if (rows.length === 0) return null;
  return (
    <div className={s.tableWrap}>
      <table className={s.table} aria-label={w.rowsWithErrors}>
        <thead>
          <tr>
            <th scope="col">{w.row}</th>
            <th scope="col">{w.column}</th>
            <th scope="col">{w.problem}</th>
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((r) =>
            r.errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one upload's answer, shown as is: never reordered, and a row may have two errors in one column.
              <tr key={`${r.row}-${i}`} data-testid="row-error">
                <td>{r.row}</td>
                <td>{e.column}</td>
                <td>{e.message}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
