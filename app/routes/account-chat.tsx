/**
 * A buyer's conversation with a store (`/account/inbox/chat/{id}`, ours): the messages and a form to write.
 * Works as plain form posts; live (new messages without reloading) once its small script has loaded.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { loadThread, postMessage, CHAT_TEXT_MAX } from '~/features/chat/chat-page.server';
import { ConversationView } from '~/features/chat/conversation-view';
import { notFound } from '~/lib/invariant-response.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.thread.conversation.store.name} — Messages — Musika` : 'Messages — Musika' },
];

async function buyerThread(args: LoaderFunctionArgs | ActionFunctionArgs) {
  await requireAccess('account', args);
  const thread = await loadThread(args, args.params.id);
  // The buyer's pages show the buyer's side only; the store's side is the dashboard's.
  if (thread.conversation.viewerRole !== 'BUYER') throw notFound('Conversation not found');
  return thread;
}

export async function loader(args: LoaderFunctionArgs) {
  return { thread: await buyerThread(args), maxLength: CHAT_TEXT_MAX };
}

export async function action(args: ActionFunctionArgs) {
  const thread = await buyerThread(args);
  return postMessage(args, thread.conversation.id);
}

export default function AccountChat() {
  const { thread, maxLength } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const store = thread.conversation.store;
  return (
    <AccountLayout title={store.name}>
      <p>
        <Link to={href('inbox-messages')}>All messages</Link> · <Link to={href('storefront', { bSlug: store.slug })}>Visit the store</Link>
      </p>
      <ConversationView conversationId={thread.conversation.id} viewerRole="BUYER" messages={thread.messages} result={result} maxLength={maxLength} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
