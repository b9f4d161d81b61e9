/**
 * The followers of one business: name, since when (Harare time), whether they get the newsletter. Words and
 * dates come finished from the loader in the page's language (followers-text.server.ts); names are the buyers'.
 */
import * as s from './followers.css';

export interface FollowerRow {
  id: string;
  name: string;
  since: string;
  subscribed: boolean;
}

interface Text {
  'vendorPeople.name': string;
  'vendorPeople.followingSince': string;
  'vendorPeople.newsletter': string;
}

/** `since` already written in the language; `state` says subscribed or not. */
export function FollowersTable({ items, text: w }: { items: (FollowerRow & { state: string })[]; text: Text }) {
  return (
    <table className={s.table} data-testid="followers-table">
      <thead>
        <tr>
          <th className={s.cell} scope="col">
            {w['vendorPeople.name']}
          </th>
          <th className={s.cell} scope="col">
            {w['vendorPeople.followingSince']}
          </th>
          <th className={s.cell} scope="col">
            {w['vendorPeople.newsletter']}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((f) => (
          <tr key={f.id}>
            <td className={s.cell} translate="no">
              {f.name}
            </td>
            <td className={s.cell}>{f.since}</td>
            <td className={s.cell}>{f.state}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
