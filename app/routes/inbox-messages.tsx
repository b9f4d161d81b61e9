/**
 * Inbox messages (`/account/inbox/messages`): the account's conversations — every notification about one order,
 * offer or request gathered into one line, the most recently active first. Opening one marks it read and goes
 * to what it is about, where the whole exchange is (an offer's moves, an order's status, a request's answers).
 * Above them, the buyer's chats with stores (issue #14 item 7), each opening its conversation page.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Empty, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { accountNavText } from '~/features/account/account-text.server';
import { chatLines, chatListText, chatRefusal, inboxMessagesText, threadLines } from '~/features/chat/chat-text.server';
import { ChatList, chatPageFromUrl } from '~/features/chat/chat-list';
import { requireAccess } from '~/features/auth/guards.server';
import * as cart from '~/features/cart/cart.css';
import { mutate, query } from '~/graphql/client.server';
import { ConversationThreadsQuery, MarkConversationReadMutation } from '~/graphql/queries/engagement.server';
import { ChatConversationsQuery } from '~/graphql/queries/chat.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';
import { CHAT_MESSAGES } from '../../schema/rest/chat';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta ?? 'Messages — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const url = new URL(args.request.url);
  const [{ conversationThreads }, { chatConversations }] = await Promise.all([
    query(args.context, args.request, ConversationThreadsQuery, { page: pageFromUrl(url) }),
    query(args.context, args.request, ChatConversationsQuery, { page: chatPageFromUrl(url) }),
  ]);
  const { language, t } = requestTranslator(args.request);
  return {
    threads: { ...conversationThreads, items: threadLines(t, language, conversationThreads.items) },
    chats: chatConversations ? { ...chatConversations, items: chatLines(t, language, chatConversations.items) } : null,
    url: url.toString(),
    meta: t('chat.metaMessages'),
    text: inboxMessagesText(t),
    chatText: chatListText(t, 'buyer'),
    nav: accountNavText(t),
  };
}

const openForm = z.object({ link: z.string().startsWith('/').max(300) });

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const { t } = requestTranslator(args.request);
  const parsed = openForm.safeParse(Object.fromEntries(await args.request.formData()));
  // Spec §8's default for a failed "mark as read".
  if (!parsed.success) return data({ error: t('chat.error.markRead') }, { status: 400 });
  const { markConversationRead } = await mutate(args.context, args.request, MarkConversationReadMutation, { link: parsed.data.link });
  if (!markConversationRead.ok)
    return data({ error: chatRefusal(t, markConversationRead.userErrors[0]?.message ?? CHAT_MESSAGES.markRead) }, { status: 400 });
  throw redirect(safeRedirect(parsed.data.link, href('inbox-messages')));
}

export default function InboxMessages() {
  const { threads, chats, url, text, chatText, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountLayout title={text['chat.messages']} nav={nav}>
      <FormAlert>{result?.error}</FormAlert>
      {chats ? (
        <ChatList
          side="buyer"
          items={chats.items}
          unreadCount={chats.unreadCount}
          page={chats.pageInfo.page}
          totalPages={chats.pageInfo.totalPages}
          url={url}
          text={chatText}
        />
      ) : null}
      <h2>{text['chat.threadsHeading']}</h2>
      {threads.items.length ? (
        <ul className={s.list} aria-label={text['chat.conversations']}>
          {threads.items.map((t) => (
            <li key={t.link} data-unread={t.unread > 0}>
              <strong>{t.unread > 0 ? `● ${t.title}` : t.title}</strong> <span className={layoutStyles.muted}>· {t.at}</span>
              <p translate={t.theirs ? 'no' : undefined}>{t.body}</p>
              <Form method="post" className={cart.inline}>
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
          {text['chat.emptyInbox']} <Link to="/">{text['chat.backToShopping']}</Link>
        </Empty>
      )}
      <Pagination page={threads.pageInfo.page} totalPages={threads.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
