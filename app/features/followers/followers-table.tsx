/** The followers of one business: name, since when (Harare time), whether they get the newsletter. */
import { formatHarareDateTime } from '~/lib/harare-time';
import * as s from './followers.css';

export interface FollowerRow {
  id: string;
  name: string;
  since: string;
  subscribed: boolean;
}

export function FollowersTable({ items }: { items: FollowerRow[] }) {
  return (
    <table className={s.table} data-testid="followers-table">
      <thead>
        <tr>
          <th className={s.cell} scope="col">
            Name
          </th>
          <th className={s.cell} scope="col">
            Following since
          </th>
          <th className={s.cell} scope="col">
            Newsletter
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((f) => (
          <tr key={f.id}>
            <td className={s.cell}>{f.name}</td>
            <td className={s.cell}>{formatHarareDateTime(f.since)}</td>
            <td className={s.cell}>{f.subscribed ? 'Subscribed' : 'Unsubscribed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
