/**
 * Where a vendor-inbox item opens in the dashboard. Notifications link to the page both sides share (an
 * offer's account page, a request's public page); from the dashboard the store answers on its messages page
 * instead, as the active business. Links to anything else (an order, a product) open as they are.
 */
import { href } from '~/routes';

const OFFER = /^\/account\/inbox\/offers\/(\d{1,12})$/;
const REQUEST = /^\/buyer-requests-list\/(\d{1,12})$/;

export type InboxSubject = { kind: 'offer'; id: string } | { kind: 'request'; id: string } | null;

/** The offer or buyer request a notification link is about, if any. */
export function subjectOf(link: string): InboxSubject {
  const offer = OFFER.exec(link);
  if (offer) return { kind: 'offer', id: offer[1] };
  const request = REQUEST.exec(link);
  if (request) return { kind: 'request', id: request[1] };
  return null;
}

/** The dashboard page to open for a notification link. */
export function dashboardTarget(link: string): string {
  const subject = subjectOf(link);
  if (!subject) return link;
  return `${href('dashboard-inbox-messages')}?${subject.kind}=${subject.id}`;
}

/** The notification link an opened offer or request is filed under (to mark its conversation read). */
export function linkOf(subject: Exclude<InboxSubject, null>): string {
  return subject.kind === 'offer' ? `/account/inbox/offers/${subject.id}` : `/buyer-requests-list/${subject.id}`;
}
