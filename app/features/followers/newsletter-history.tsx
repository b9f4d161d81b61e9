/**
 * Past newsletters, newest first: subject, when, how many it reached, and the message on demand. The lines
 * come written in the page's language (followers-text.server.ts); subject and message are the store's own.
 */
import * as s from './followers.css';

export interface NewsletterRow {
  id: string;
  subject: string;
  body: string;
  recipients: number;
  leftOut: number;
  createdAt: string;
}

type Row = NewsletterRow & { sentTo: string; leftOutText: string };

export function NewsletterHistory({ text: w }: { text: { message: string; rows: Row[] } }) {
  return (
    <ul className={s.sends} data-testid="newsletter-history">
      {w.rows.map((n) => (
        <li key={n.id} className={s.send} data-testid="newsletter-sent">
          <strong translate="no">{n.subject}</strong>
          <br />
          {n.sentTo}
          {n.leftOutText}
          <details>
            <summary>{w.message}</summary>
            <p className={s.body} translate="no">
              {n.body}
            </p>
          </details>
        </li>
      ))}
    </ul>
  );
}
