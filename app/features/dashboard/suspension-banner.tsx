/**
 * What the people of a suspended store see on the dashboard (issue 29): that Musika suspended it, why, and what
 * it means — the storefront and its listings are hidden, nothing is deleted, and listings cannot be published until
 * a moderator reinstates it (the API refuses those writes with the same words).
 */
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';
import * as s from './upgrade-notice.css';

export interface StoreSuspensionView {
  suspended: boolean;
  suspendedAt?: string | null;
  reason?: string | null;
}

export function SuspensionBanner({ suspension }: { suspension: StoreSuspensionView | null }) {
  if (!suspension?.suspended) return null;
  return (
    <div className={s.notice} role="alert" data-testid="store-suspended">
      <p className={s.text}>
        <strong>Musika suspended this store</strong>
        {suspension.suspendedAt ? ` on ${formatHarareDateTime(suspension.suspendedAt)}` : ''}: {suspension.reason ?? 'no reason was given'}
      </p>
      <p className={s.text}>
        Buyers cannot see your storefront or any of its listings. Nothing was deleted: your listings are kept as drafts and cannot be published until
        the store is reinstated. <a href={href('contact-us')}>Contact Musika</a> to ask for it.
      </p>
    </div>
  );
}
