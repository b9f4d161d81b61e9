/**
 * Starting a chat with a store (`/account/inbox/chat/new/{bID}`, ours): the storefront's "Message the store"
 * link lands here (through login when needed). A buyer who already has a conversation with the store goes
 * straight to it; otherwise the first message is written here and opens the conversation.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { CHAT_TEXT_MAX } from '~/features/chat/chat-page.server';
import { ConversationView } from '~/features/chat/conversation-view';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { ChatStartQuery, StartChatMutation } from '~/graphql/queries/chat.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Message ${data.store.name} — Musika` : 'Messages — Musika' }];

const storeId = (value: string | undefined) => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound('Store not found');
  return value;
};

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { chatStart } = await query(args.context, args.request, ChatStartQuery, { businessId: storeId(args.params.bID) });
  const start = invariantFound(chatStart, 'Store not found');
  if (start.conversationId) throw redirect(href('inbox-chat', { id: start.conversationId }));
  return { store: start.store, ownStore: start.ownStore, maxLength: CHAT_TEXT_MAX };
}

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const text = String((await args.request.formData()).get('text') ?? '').slice(0, CHAT_TEXT_MAX * 2);
  const { startChat } = await mutate(args.context, args.request, StartChatMutation, { input: { businessId: storeId(args.params.bID), text } });
  const problem = startChat.userErrors[0]?.message;
  if (problem || !startChat.conversation) return data({ error: problem ?? 'Your message was not sent. Try again.', text }, { status: 400 });
  throw redirect(href('inbox-chat', { id: startChat.conversation.id }));
}

export default function AccountChatStart() {
  const { store, ownStore, maxLength } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountLayout title={`Message ${store.name}`}>
      {ownStore ? (
        <Empty>
          This is your own store: buyers' messages to it are in your <Link to={href('dashboard-inbox-messages')}>dashboard inbox</Link>.
        </Empty>
      ) : (
        <>
          <p>Ask {store.name} about a product, a delivery or their opening hours. They answer here, and you see their reply in your messages.</p>
          {/* No conversation yet, so nothing to go live on: the first message is a plain post. */}
          <ConversationView conversationId="" viewerRole="BUYER" messages={[]} result={result} maxLength={maxLength} />
        </>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
