/**
 * The storefront's follow line (issue #14 item 5): how many follow the store and, for anyone but its own
 * vendor, a Follow / Unfollow button. A plain HTML form posting to /follow-store: no client JavaScript (the
 * storefront's first-load budget), and it works without any. Logged out, the post leads to login and back.
 * The count on a page served from the anonymous page cache may be a few minutes old; logged-in pages are fresh.
 */
import { href } from '~/routes';
import { button } from '~/components/button.css';
import * as s from './followers.css';

export interface StoreFollowView {
  businessId: string;
  followers: number;
  following?: boolean | null;
  own: boolean;
}

/** `failure`: why the visitor's last press did not follow (follow-failures.ts), shown beside the button. */
interface Text {
  count: string;
  none: string;
  unfollow: string;
  follow: string;
}

/** `text`: its words in the page's language (stores/stores-text.server.ts followText); English without. */
export function FollowStore({ follow, slug, failure, text }: { follow: StoreFollowView | null; slug: string; failure?: string | null; text?: Text }) {
  if (!follow) return null;
  const following = follow.following === true;
  return (
    <div className={s.follow} data-testid="store-follow">
      {/* A shopper sees an invitation where a new store has nobody yet; its vendor sees the plain count. */}
      <span className={follow.followers > 0 || follow.own ? s.count : s.countNone} data-testid="follower-count">
        {follow.followers > 0 || follow.own
          ? (text?.count ?? `${follow.followers} ${follow.followers === 1 ? 'follower' : 'followers'}`)
          : (text?.none ?? 'No followers yet: be the first')}
      </span>
      {follow.own ? null : (
        <form method="post" action={href('follow-store')}>
          <input type="hidden" name="businessId" value={follow.businessId} />
          <input type="hidden" name="intent" value={following ? 'unfollow' : 'follow'} />
          <input type="hidden" name="redirectTo" value={href('storefront', { bSlug: slug })} />
          <button className={button({ tone: following ? 'secondary' : 'primary' })} type="submit" aria-pressed={following}>
            {following ? (text?.unfollow ?? 'Following · Unfollow') : (text?.follow ?? 'Follow store')}
          </button>
        </form>
      )}
      {failure ? (
        <p className={s.failure} role="alert" data-testid="follow-failure">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
