/**
 * What the people of a suspended store see on the dashboard (issue 29): that Musika suspended it, why, and what
 * it means — the storefront and its listings are hidden, nothing is deleted, and listings cannot be published until
 * a moderator reinstates it (the API refuses those writes with the same words).
 */
import { href } from '~/routes';
import * as s from './upgrade-notice.css';

export interface StoreSuspensionView {
  suspended: boolean;
  suspendedAt?: string | null;
  reason?: string | null;
}

/** The banner's words in the page's language, the date already written (dashboard-home.tsx's loader). */
export interface SuspensionText {
  title: string;
  on: string;
  noReason: string;
  body: string;
  contact: string;
  askFor: string;
}

export function SuspensionBanner({ suspension, text: w }: { suspension: StoreSuspensionView | null; text: SuspensionText | null }) {
  if (!suspension?.suspended || !w) return null;
  return (
    <div className={s.notice} role="alert" data-testid="store-suspended">
      <p className={s.text}>
        <strong>{w.title}</strong>
        {w.on}: {suspension.reason ? <span translate="no">{suspension.reason}</span> : w.noReason}
      </p>
      <p className={s.text}>
        {`${w.body} `}
        <a href={href('contact-us')}>{w.contact}</a>
        {` ${w.askFor}`}
      </p>
    </div>
  );
}
