/** Past newsletters, newest first: subject, when, how many it reached, and the message on demand. */
import { formatHarareDateTime } from '~/lib/harare-time';
import * as s from './followers.css';

export interface NewsletterRow {
  id: string;
  subject: string;
  body: string;
  recipients: number;
  leftOut: number;
  createdAt: string;
}

export function NewsletterHistory({ items }: { items: NewsletterRow[] }) {
  return (
    <ul className={s.sends} data-testid="newsletter-history">
      {items.map((n) => (
        <li key={n.id} className={s.send} data-testid="newsletter-sent">
          <strong>{n.subject}</strong>
          <br />
          {formatHarareDateTime(n.createdAt)} · sent to {n.recipients} {n.recipients === 1 ? 'follower' : 'followers'}
          {n.leftOut > 0 ? ` (${n.leftOut} left out: one newsletter reaches at most ${n.recipients})` : ''}
          <details>
            <summary>Message</summary>
            <p className={s.body}>{n.body}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
