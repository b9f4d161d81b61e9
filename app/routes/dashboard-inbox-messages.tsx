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
import { chatLines, chatListText, inboxMessagesText, threadLines } from '~/features/chat/chat-text.server';
import { ChatConversationsQuery } from '~/graphql/queries/chat.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { runInboxAction } from '~/features/vendor-inbox/inbox-actions.server';
import { openedSubject } from '~/features/vendor-inbox/opened-subject.server';
import { offerPanelText, requestPanelText } from '~/features/vendor-inbox/inbox-text.server';
import { InboxTabs } from '~/features/vendor-inbox/inbox-tabs';
import { OfferPanel } from '~/features/vendor-inbox/offer-panel';
import { RequestPanel } from '~/features/vendor-inbox/request-panel';
import * as s from '~/features/vendor-inbox/vendor-inbox.css';
import { query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessConversationsQuery } from '~/graphql/queries/vendor-inbox.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { Placed } from '~/components/placed-text';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta ?? 'Messages — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const url = new URL(args.request.url);
  const [{ businessInbox }, opened, { chatConversations }] = await Promise.all([
    query(args.context, args.request, BusinessConversationsQuery, { businessId: access.businessId, page: pageFromUrl(url) }, { token: access.token }),
    openedSubject(args, url, access.businessId, access.token),
    query(args.context, args.request, ChatConversationsQuery, { businessId: access.businessId, page: chatPageFromUrl(url) }, { token: access.token }),
  ]);
  const inbox = invariantFound(businessInbox, 'Business not found');
  const { language, t } = requestTranslator(args.request);
  return {
    frame: access.frame,
    unread: inbox.unreadCount,
    threads: { ...inbox.conversations, items: threadLines(t, language, inbox.conversations.items) },
    chats: chatConversations ? { ...chatConversations, items: chatLines(t, language, chatConversations.items) } : null,
    opened,
    url: url.toString(),
    meta: t('chat.metaMessages'),
    text: inboxMessagesText(t),
    chatText: chatListText(t, 'store'),
    tabs: pick(t, ['notifications.tabsLabel', 'notifications.title', 'notifications.unread', 'notifications.tabMessages']),
    openedText:
      opened?.kind === 'offer'
        ? { kind: 'offer' as const, text: offerPanelText(t, language, opened.view) }
        : opened?.kind === 'request'
          ? { kind: 'request' as const, text: requestPanelText(t, language, opened.detail.request, opened.business) }
          : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  return runInboxAction(args, access.businessId, access.token, href('dashboard-inbox-messages'));
}

export default function DashboardInboxMessages() {
  const { frame, unread, threads, chats, opened, url, text, chatText, tabs, openedText } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formError = result?.values?.intent === 'offer' || result?.values?.intent === 'request' ? null : result?.error;
  return (
    <DashboardLayout frame={frame} title={text['chat.messages']}>
      <InboxTabs unread={unread} text={tabs} />
      {opened?.kind === 'offer' && openedText?.kind === 'offer' ? <OfferPanel view={opened.view} result={result} text={openedText.text} /> : null}
      {opened?.kind === 'request' && openedText?.kind === 'request' ? (
        <RequestPanel detail={opened.detail} business={opened.business} result={result} text={openedText.text} />
      ) : null}
      <FormAlert>{formError}</FormAlert>
      {chats ? (
        <ChatList
          side="store"
          items={chats.items}
          unreadCount={chats.unreadCount}
          page={chats.pageInfo.page}
          totalPages={chats.pageInfo.totalPages}
          url={url}
          text={chatText}
        />
      ) : null}
      <h2>{opened ? text['chat.allConversations'] : text['chat.threadsHeading']}</h2>
      {threads.items.length ? (
        <ul className={s.list} aria-label={text['chat.conversations']}>
          {threads.items.map((t) => (
            <li key={t.link} className={s.item} data-unread={t.unread > 0}>
              <strong>{t.unread > 0 ? `● ${t.title}` : t.title}</strong>
              <span className={layoutStyles.muted}>{t.at}</span>
              <p translate={t.theirs ? 'no' : undefined}>{t.body}</p>
              <Form method="post" className={s.actions}>
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="link" value={t.link} />
                <button className={cart.linkButton} type="submit">
                  {text['chat.open']}
                </button>
                <span>{t.count}</span>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          <Placed text={text.emptyStore} names={{ name: frame.business.name }} />{' '}
          <Link to={href('buyer-requests-list')}>{text['chat.seeRequests']}</Link>
        </Empty>
      )}
      <Pagination page={threads.pageInfo.page} totalPages={threads.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
