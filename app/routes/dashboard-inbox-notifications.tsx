/**
 * Dashboard notifications (`/dashboard/inbox/notifications`): the active business's notifications — new orders,
 * offers on its products, buyer requests in its categories, reviews — newest first, with the unread badge.
 * "Open" marks one read and goes to it (offers and requests open on the messages page, answered as the store).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Empty, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import * as cart from '~/features/cart/cart.css';
import { NotificationReadForm } from '~/features/notifications/notification-read-form';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { runInboxAction } from '~/features/vendor-inbox/inbox-actions.server';
import { InboxTabs } from '~/features/vendor-inbox/inbox-tabs';
import * as s from '~/features/vendor-inbox/vendor-inbox.css';
import { query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessNotificationsQuery } from '~/graphql/queries/vendor-inbox.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Notifications — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessNotificationsQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  const { businessInbox } = data;
  const inbox = invariantFound(businessInbox, 'Business not found');
  return { frame: access.frame, unread: inbox.unreadCount, notifications: inbox.notifications, url: url.toString() };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  return runInboxAction(args, access.businessId, access.token, href('dashboard-notifications'));
}

export default function DashboardNotifications() {
  const { frame, unread, notifications, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title="Notifications">
      <InboxTabs unread={unread} />
      <FormAlert>{result?.error}</FormAlert>
      {unread > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="read-all" />
          <button className={cart.linkButton} type="submit">
            Mark all {unread} as read
          </button>
        </Form>
      ) : null}
      {notifications.items.length ? (
        <ul className={s.list} aria-label="Notifications">
          {notifications.items.map((n) => (
            <li key={n.id} className={s.item} data-unread={!n.read}>
              <strong>{n.read ? n.title : `● ${n.title}`}</strong>
              <span className={layoutStyles.muted}>{formatHarareDateTime(n.createdAt)}</span>
              <p>{n.body}</p>
              <NotificationReadForm notification={n} className={s.actions} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          No notifications for {frame.business.name} yet. New orders, offers, buyer requests and reviews show up here.{' '}
          <Link to={href('all-sell-items')}>See your products</Link>
        </Empty>
      )}
      <Pagination page={notifications.pageInfo.page} totalPages={notifications.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
