/**
 * Which of a vendor's notifications concern one business (the vendor inbox, `bID` on the notification calls).
 *
 * Notifications are addressed to a person, not a business (a vendor with two shops gets both shops' news), so
 * the business is read from what a notification links to — the one fact every kind carries:
 *   order_placed                   /dashboard/order/{id}/      the order is the business's
 *   offer_received, offer_answered /account/inbox/offers/{id}  the offer is on the business's product
 *   request_match                  /buyer-requests-list/{id}   the request is in one of the business's categories
 *                                                              and its city (as buyer-request matching decides)
 *   review_received                /product/{slug}/            the product is the business's
 * Kinds a vendor receives as a buyer (order_status, request_response, offers they made) never match: their
 * link points at another business's order or offer, or at the buyer's own pages.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { notifications } from '../db/schema';

/** Link prefixes, as written by checkout, offers, buyer requests and reviews (kept in one place here). */
export const VENDOR_LINKS = {
  order: '/dashboard/order/',
  offer: '/account/inbox/offers/',
  request: '/buyer-requests-list/',
  product: '/product/',
} as const;

/** The id at the end of a link with a known prefix ('/dashboard/order/12/' → 12); SQLite's cast stops at '/'. */
const idAfter = (prefix: string) => sql`cast(substr(${notifications.link}, ${prefix.length + 1}) as integer)`;
const startsWith = (prefix: string) => sql`substr(${notifications.link}, 1, ${prefix.length}) = ${prefix}`;

/** The condition (on `notifications`) for "this concerns business `businessId`". */
export function concernsBusiness(businessId: number): SQL {
  const { order, offer, request, product } = VENDOR_LINKS;
  return sql`(
    (${notifications.kind} = 'order_placed' and ${startsWith(order)}
      and exists (select 1 from orders o where o.id = ${idAfter(order)} and o.business_id = ${businessId}))
    or (${notifications.kind} in ('offer_received', 'offer_answered') and ${startsWith(offer)}
      and exists (select 1 from offers f where f.id = ${idAfter(offer)} and f.business_id = ${businessId}))
    or (${notifications.kind} = 'request_match' and ${startsWith(request)}
      and exists (select 1 from buyer_requests r
                  join business_category_links l on l.category_id = r.category_id and l.business_id = ${businessId}
                  join businesses b on b.id = l.business_id and lower(trim(b.city)) = lower(trim(r.city))
                  where r.id = ${idAfter(request)}))
    or (${notifications.kind} = 'review_received' and ${startsWith(product)}
      and exists (select 1 from products p where p.business_id = ${businessId}
                  and p.slug = substr(${notifications.link}, ${product.length + 1}, length(${notifications.link}) - ${product.length + 1})))
  )`;
}

/** The user's notifications, narrowed to one business when `businessId` is given. */
export function inboxScope(userId: number, businessId?: number): SQL {
  const mine = eq(notifications.userId, userId);
  return businessId === undefined ? mine : and(mine, concernsBusiness(businessId))!;
}
