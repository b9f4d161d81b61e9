/**
 * A store's ledger entries: when, what, which order, the amount and when it becomes available (Harare time). The
 * English words here serve the CSV export (a file format); the page shows rows finished in its language.
 */
import { formatHarareDateTime } from '~/lib/harare-time';
import * as s from './earnings.css';

export interface LedgerRow {
  id: string;
  kind: string;
  amount: { amountCents: number; currency: string };
  inBalance: boolean;
  orderId?: string | null;
  orderNumber?: string | null;
  commissionBp?: number | null;
  availableAt?: string | null;
  createdAt: string;
}

export const KIND_WORDS: Record<string, string> = {
  SALE: 'Sale (paid through Musika)',
  COMMISSION: 'Musika commission',
  REFUND: 'Refund to the buyer',
  COMMISSION_REFUND: 'Commission returned',
  PAYOUT: 'Payout',
  COD_SALE: 'Paid on delivery (you collected it)',
  COD_COMMISSION: 'Commission on a pay-on-delivery order',
};

export function availability(row: Pick<LedgerRow, 'inBalance' | 'availableAt'>): string {
  if (!row.inBalance) return 'Not in your balance';
  return row.availableAt ? formatHarareDateTime(row.availableAt) : 'When the order is completed';
}

/** One row as the page shows it, every word and figure finished on the server (earnings-text.server.ts). */
export interface LedgerView {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  date: string;
  entry: string;
  amount: string;
  available: string;
}

export type LedgerHead = Record<'earnings.date' | 'earnings.entry' | 'earnings.order' | 'earnings.amount' | 'earnings.availableFrom', string>;

export function LedgerTable({ rows, head }: { rows: LedgerView[]; head: LedgerHead }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid="ledger-table">
        <thead>
          <tr>
            <th className={s.cell} scope="col">
              {head['earnings.date']}
            </th>
            <th className={s.cell} scope="col">
              {head['earnings.entry']}
            </th>
            <th className={s.cell} scope="col">
              {head['earnings.order']}
            </th>
            <th className={s.amount} scope="col">
              {head['earnings.amount']}
            </th>
            <th className={s.cell} scope="col">
              {head['earnings.availableFrom']}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td className={s.cell}>{e.date}</td>
              <td className={s.cell}>{e.entry}</td>
              <td className={s.cell}>{e.orderId && e.orderNumber ? <a href={`/dashboard/order/${e.orderId}/`}>{e.orderNumber}</a> : '—'}</td>
              <td className={s.amount}>{e.amount}</td>
              <td className={s.cell}>{e.available}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
