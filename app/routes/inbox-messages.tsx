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
import { ChatList, chatPageFromUrl } from '~/features/chat/chat-list';
import { requireAccess } from '~/features/auth/guards.server';
import * as cart from '~/features/cart/cart.css';
import { mutate, query } from '~/graphql/client.server';
import { ConversationThreadsQuery, MarkConversationReadMutation } from '~/graphql/queries/engagement.server';
import { ChatConversationsQuery } from '~/graphql/queries/chat.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Messages — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const url = new URL(args.request.url);
  const [{ conversationThreads }, { chatConversations }] = await Promise.all([
    query(args.context, args.request, ConversationThreadsQuery, { page: pageFromUrl(url) }),
    query(args.context, args.request, ChatConversationsQuery, { page: chatPageFromUrl(url) }),
  ]);
  return { threads: conversationThreads, chats: chatConversations, url: url.toString() };
}

const openForm = z.object({ link: z.string().startsWith('/').max(300) });

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const parsed = openForm.safeParse(Object.fromEntries(await args.request.formData()));
  // Spec §8's default for a failed "mark as read".
  if (!parsed.success) return data({ error: 'Error marking conversation as read' }, { status: 400 });
  const { markConversationRead } = await mutate(args.context, args.request, MarkConversationReadMutation, { link: parsed.data.link });
  if (!markConversationRead.ok)
    return data({ error: markConversationRead.userErrors[0]?.message ?? 'Error marking conversation as read' }, { status: 400 });
  throw redirect(safeRedirect(parsed.data.link, href('inbox-messages')));
}

export default function InboxMessages() {
  const { threads, chats, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountLayout title="Messages">
      <FormAlert>{result?.error}</FormAlert>
      {chats ? (
        <ChatList
          side="buyer"
          items={chats.items}
          unreadCount={chats.unreadCount}
          page={chats.pageInfo.page}
          totalPages={chats.pageInfo.totalPages}
          url={url}
        />
      ) : null}
      <h2>Orders, offers and requests</h2>
      {threads.items.length ? (
        <ul className={s.list} aria-label="Conversations">
          {threads.items.map((t) => (
            <li key={t.link} data-unread={t.unread > 0}>
              <strong>{t.unread > 0 ? `● ${t.title}` : t.title}</strong>{' '}
              <span className={layoutStyles.muted}>· {formatHarareDateTime(t.latestAt)}</span>
              <p>{t.body}</p>
              <Form method="post" className={cart.inline}>
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
          No messages yet. When you order, make an offer or post a request, the store's replies gather here. <Link to="/">Back to shopping</Link>
        </Empty>
      )}
      <Pagination page={threads.pageInfo.page} totalPages={threads.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
