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
import { notificationsScreenText, notificationWords } from '~/features/notifications/notification-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta ?? 'Notifications — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessNotificationsQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  const { businessInbox } = data;
  const inbox = invariantFound(businessInbox, 'Business not found');
  const { language, t } = requestTranslator(args.request);
  const items = inbox.notifications.items.map((n) => ({ ...n, ...notificationWords(t, language, n) }));
  const text = {
    ...notificationsScreenText(t),
    markAll: t('notifications.markAll', { count: inbox.unreadCount }),
    empty: t('notifications.storeEmpty', { store: '\u0000' }).split('\u0000'),
  };
  return {
    frame: access.frame,
    unread: inbox.unreadCount,
    notifications: { ...inbox.notifications, items },
    url: url.toString(),
    text,
    meta: t('notifications.meta'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  return runInboxAction(args, access.businessId, access.token, href('dashboard-notifications'));
}

export default function DashboardNotifications() {
  const { frame, unread, notifications, url, text } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [emptyBefore, emptyAfter] = text.empty;
  return (
    <DashboardLayout frame={frame} title={text['notifications.title']}>
      <InboxTabs unread={unread} text={text} />
      <FormAlert>{result?.error}</FormAlert>
      {unread > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="read-all" />
          <button className={cart.linkButton} type="submit">
            {text.markAll}
          </button>
        </Form>
      ) : null}
      {notifications.items.length ? (
        <ul className={s.list} aria-label={text['notifications.listLabel']}>
          {notifications.items.map((n) => (
            <li key={n.id} className={s.item} data-unread={!n.read}>
              <strong>{n.read ? n.title : `● ${n.title}`}</strong>
              <span className={layoutStyles.muted}>{n.at}</span>
              <p translate={n.theirs ? 'no' : undefined}>{n.body}</p>
              <NotificationReadForm notification={n} className={s.actions} text={text} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          {emptyBefore}
          <span translate="no">{frame.business.name}</span>
          {emptyAfter} <Link to={href('all-sell-items')}>{text['notifications.seeProducts']}</Link>
        </Empty>
      )}
      <Pagination page={notifications.pageInfo.page} totalPages={notifications.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
