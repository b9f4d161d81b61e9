/**
 * Dashboard messages (`/dashboard/inbox/messages`): the active business's conversations — everything about one
 * order, offer, buyer request or product gathered into one line. Opening an offer (`?offer=ID`) or a request
 * (`?request=ID`) shows it here to answer as the store; another business's offer or request is not found.
 * Above them, the business's chats with buyers (issue #14 item 7), each opening its conversation page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Empty, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import * as cart from '~/features/cart/cart.css';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { ChatList, chatPageFromUrl } from '~/features/chat/chat-list';
import { ChatConversationsQuery } from '~/graphql/queries/chat.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { runInboxAction } from '~/features/vendor-inbox/inbox-actions.server';
import { openedSubject } from '~/features/vendor-inbox/opened-subject.server';
import { InboxTabs } from '~/features/vendor-inbox/inbox-tabs';
import { OfferPanel } from '~/features/vendor-inbox/offer-panel';
import { RequestPanel } from '~/features/vendor-inbox/request-panel';
import * as s from '~/features/vendor-inbox/vendor-inbox.css';
import { query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessConversationsQuery } from '~/graphql/queries/vendor-inbox.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Messages — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const url = new URL(args.request.url);
  const [{ businessInbox }, opened, { chatConversations }] = await Promise.all([
    query(args.context, args.request, BusinessConversationsQuery, { businessId: access.businessId, page: pageFromUrl(url) }, { token: access.token }),
    openedSubject(args, url, access.businessId, access.token),
    query(args.context, args.request, ChatConversationsQuery, { businessId: access.businessId, page: chatPageFromUrl(url) }, { token: access.token }),
  ]);
  const inbox = invariantFound(businessInbox, 'Business not found');
  return { frame: access.frame, unread: inbox.unreadCount, threads: inbox.conversations, chats: chatConversations, opened, url: url.toString() };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  return runInboxAction(args, access.businessId, access.token, href('dashboard-inbox-messages'));
}

export default function DashboardInboxMessages() {
  const { frame, unread, threads, chats, opened, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formError = result?.values?.intent === 'offer' || result?.values?.intent === 'request' ? null : result?.error;
  return (
    <DashboardLayout frame={frame} title="Messages">
      <InboxTabs unread={unread} />
      {opened?.kind === 'offer' ? <OfferPanel view={opened.view} result={result} /> : null}
      {opened?.kind === 'request' ? <RequestPanel detail={opened.detail} business={opened.business} result={result} /> : null}
      <FormAlert>{formError}</FormAlert>
      {chats ? (
        <ChatList
          side="store"
          items={chats.items}
          unreadCount={chats.unreadCount}
          page={chats.pageInfo.page}
          totalPages={chats.pageInfo.totalPages}
          url={url}
        />
      ) : null}
      <h2>{opened ? 'All conversations' : 'Orders, offers and requests'}</h2>
      {threads.items.length ? (
        <ul className={s.list} aria-label="Conversations">
          {threads.items.map((t) => (
            <li key={t.link} className={s.item} data-unread={t.unread > 0}>
              <strong>{t.unread > 0 ? `● ${t.title}` : t.title}</strong>
              <span className={layoutStyles.muted}>{formatHarareDateTime(t.latestAt)}</span>
              <p>{t.body}</p>
              <Form method="post" className={s.actions}>
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="link" value={t.link} />
                <button className={cart.linkButton} type="submit">
                  Open
                </button>
                <span>
                  {t.messages} {t.messages === 1 ? 'message' : 'messages'}
                  {t.unread > 0 ? `, ${t.unread} unread` : ''}
                </span>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          No conversations for {frame.business.name} yet. Orders, offers and buyer requests gather here.{' '}
          <Link to={href('buyer-requests-list')}>See open buyer requests</Link>
        </Empty>
      )}
      <Pagination page={threads.pageInfo.page} totalPages={threads.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
