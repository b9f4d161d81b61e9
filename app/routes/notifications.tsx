/** Notifications (`/account/inbox/notifications`): orders, offers, request responses and reviews, newest first. */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import * as cart from '~/features/cart/cart.css';
import { NotificationReadForm } from '~/features/notifications/notification-read-form';
import { mutate, query } from '~/graphql/client.server';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation, NotificationsQuery } from '~/graphql/queries/engagement.server';
import { accountNavText } from '~/features/account/account-text.server';
import { notificationsScreenText, notificationWords } from '~/features/notifications/notification-text.server';
import { requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import { safeRedirect } from '~/lib/safe-redirect';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta ?? 'Notifications — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const url = new URL(args.request.url);
  const { language, t } = requestTranslator(args.request);
  const { notifications } = await query(args.context, args.request, NotificationsQuery, { page: pageFromUrl(url) });
  const items = notifications.items.map((n) => ({ ...n, ...notificationWords(t, language, n) }));
  return {
    notifications: { ...notifications, items },
    url: url.toString(),
    meta: t('notifications.meta'),
    nav: accountNavText(t),
    text: {
      ...notificationsScreenText(t),
      markAll: t('notifications.markAll', { count: notifications.unreadCount }),
      empty: t('notifications.empty'),
    },
  };
}

const readForm = z.union([
  z.object({ intent: z.literal('read'), id: z.string().regex(/^\d{1,10}$/), open: z.string().optional() }),
  z.object({ intent: z.literal('read-all') }),
]);

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const { t } = requestTranslator(args.request);
  const parsed = readForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ error: t('notifications.readError') }, { status: 400 });
  if (parsed.data.intent === 'read-all') {
    await mutate(args.context, args.request, MarkAllNotificationsReadMutation, {});
    return data({ error: null });
  }
  const { markNotificationRead } = await mutate(args.context, args.request, MarkNotificationReadMutation, { id: parsed.data.id });
  if (!markNotificationRead.ok)
    return data({ error: translateMessage(t, markNotificationRead.userErrors[0]?.message ?? 'notifications.readError') }, { status: 400 });
  // "Open" marks it read and goes where it points.
  if (parsed.data.open)
    return new Response(null, { status: 302, headers: { Location: safeRedirect(parsed.data.open, '/account/inbox/notifications') } });
  return data({ error: null });
}

export default function Notifications() {
  const { notifications, url, nav, text } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={text['notifications.title']} nav={nav}>
      {notifications.unreadCount > 0 ? (
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
            <li key={n.id} data-read={n.read}>
              <strong>{n.read ? n.title : `● ${n.title}`}</strong> <span className={s.tileTitle}>{n.at}</span>
              <p translate={n.theirs ? 'no' : undefined}>{n.body}</p>
              <NotificationReadForm notification={n} className={cart.inline} text={text} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          {text.empty} <Link to="/">{text['notifications.backToShopping']}</Link>
        </Empty>
      )}
      <Pagination page={notifications.pageInfo.page} totalPages={notifications.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
