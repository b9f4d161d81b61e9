/**
 * What a vendor sees instead of a form their package does not allow (a capability it lacks, or a limit reached):
 * the reason in plain words and the way forward. The API refuses the same writes; this saves a wasted form.
 */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { button } from '~/components/button.css';
import { href } from '~/routes';
import * as s from './upgrade-notice.css';

/** `action`: the link's words in the page's language (English where a screen is not translated yet). */
export function UpgradeNotice({ children, action = 'Upgrade your package' }: { children: ReactNode; action?: string }) {
  return (
    <div className={s.notice} role="note">
      <p className={s.text}>{children}</p>
      <Link className={button()} to={href('subscriptions')}>
        {action}
      </Link>
    </div>
  );
}
