/**
 * The visitor as loaders see them. Asked once per request (root and route loaders share the answer). A token
 * the API no longer accepts comes back as no viewer: the page then clears the cookie (a 401 logs out).
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import type { Auth_ViewerQuery } from '~/graphql/generated/graphql';
import { query } from '~/graphql/client.server';
import { HeaderCountsQuery, ViewerQuery, VisitorWithCountsQuery } from '~/graphql/queries/accounts.server';
import { readToken } from './cookies.server';

export type Viewer = NonNullable<Auth_ViewerQuery['viewer']>;

export interface VisitorState {
  token: string | null;
  viewer: Viewer | null;
  /** A token was presented but the API refused it: clear the cookie. */
  staleToken: boolean;
  /** The header's badges, when the first ask of this request wanted them (the root loader's). */
  counts?: HeaderCounts;
}

/** The inbox badge: unread notifications and unread chat messages (issue #14 item 7) together. */
const inboxBadge = (notifications?: number | null, chats?: number | null) => (notifications ?? 0) + (chats ?? 0);

export interface HeaderCounts {
  cartItems: number;
  unreadNotifications: number;
}

// Keyed by the load context, which server.ts makes once per request: Remix hands each loader its own copy of
// the Request (it strips its ?index and ?_routes params), so a Request key never matched across the root and
// route loaders, and every logged-in page asked GET /me twice. Only reads share it: an action may change the
// viewer (a new display name, a logout), and the loaders that run after it must see that.
const perRequest = new WeakMap<AppLoadContext, Promise<VisitorState>>();

export function getVisitor(context: AppLoadContext, request: Request, options: { counts?: boolean } = {}): Promise<VisitorState> {
  const shared = request.method === 'GET' || request.method === 'HEAD';
  let pending = shared ? perRequest.get(context) : undefined;
  if (!pending) {
    pending = (async () => {
      const token = await readToken(request);
      if (!token) return { token: null, viewer: null, staleToken: false };
      if (!options.counts) {
        const { viewer } = await query(context, request, ViewerQuery, {}, { token });
        return { token, viewer: viewer ?? null, staleToken: !viewer };
      }
      // One GraphQL execution for the viewer and both badges (they used to be three).
      const { viewer, cart, notificationCount, chatUnreadCount } = await query(context, request, VisitorWithCountsQuery, {}, { token });
      const counts = { cartItems: cart?.itemCount ?? 0, unreadNotifications: inboxBadge(notificationCount, chatUnreadCount) };
      return { token, viewer: viewer ?? null, staleToken: !viewer, counts };
    })();
    if (shared) perRequest.set(context, pending);
  }
  return pending;
}

/** The header's badges for a logged-in visitor: from the visitor's own answer when it carried them. */
export async function headerCounts(context: AppLoadContext, request: Request, visitor: VisitorState): Promise<HeaderCounts | null> {
  if (!visitor.viewer || !visitor.token) return null;
  if (visitor.counts) return visitor.counts;
  const { cart, notificationCount, chatUnreadCount } = await query(context, request, HeaderCountsQuery, {}, { token: visitor.token });
  return { cartItems: cart?.itemCount ?? 0, unreadNotifications: inboxBadge(notificationCount, chatUnreadCount) };
}
