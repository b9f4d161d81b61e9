/** A store's ledger entries: when, what, which order, the amount and when it becomes available (Harare time). */
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
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

const rate = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 2 : 0)} %`;

export function availability(row: Pick<LedgerRow, 'inBalance' | 'availableAt'>): string {
  if (!row.inBalance) return 'Not in your balance';
  return row.availableAt ? formatHarareDateTime(row.availableAt) : 'When the order is completed';
}

export function LedgerTable({ items }: { items: LedgerRow[] }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid="ledger-table">
        <thead>
          <tr>
            <th className={s.cell} scope="col">
              Date
            </th>
            <th className={s.cell} scope="col">
              Entry
            </th>
            <th className={s.cell} scope="col">
              Order
            </th>
            <th className={s.amount} scope="col">
              Amount
            </th>
            <th className={s.cell} scope="col">
              Available from
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id}>
              <td className={s.cell}>{formatHarareDateTime(e.createdAt)}</td>
              <td className={s.cell}>
                {KIND_WORDS[e.kind] ?? e.kind}
                {e.commissionBp != null ? ` (${rate(e.commissionBp)})` : ''}
              </td>
              <td className={s.cell}>{e.orderId && e.orderNumber ? <a href={`/dashboard/order/${e.orderId}/`}>{e.orderNumber}</a> : '—'}</td>
              <td className={s.amount}>{formatMoney(e.amount.amountCents, e.amount.currency)}</td>
              <td className={s.cell}>{availability(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
