/**
 * A buyer's conversation with a store (`/account/inbox/chat/{id}`, ours): the messages and a form to write.
 * Works as plain form posts; live (new messages without reloading) once its small script has loaded.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AccountLayout } from '~/features/account/account-layout';
import { accountNavText } from '~/features/account/account-text.server';
import { requireAccess } from '~/features/auth/guards.server';
import { loadThread, postMessage, CHAT_TEXT_MAX } from '~/features/chat/chat-page.server';
import { conversationText, datedMessages } from '~/features/chat/chat-text.server';
import { ConversationView } from '~/features/chat/conversation-view';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { notFound } from '~/lib/invariant-response.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? data.words.meta : 'Messages — Musika' }];

async function buyerThread(args: LoaderFunctionArgs | ActionFunctionArgs) {
  await requireAccess('account', args);
  const thread = await loadThread(args, args.params.id);
  // The buyer's pages show the buyer's side only; the store's side is the dashboard's.
  if (thread.conversation.viewerRole !== 'BUYER') throw notFound('Conversation not found');
  return thread;
}

export async function loader(args: LoaderFunctionArgs) {
  const { language, t } = requestTranslator(args.request);
  const thread = await buyerThread(args);
  const words = {
    meta: t('chat.metaThread', { name: thread.conversation.store.name }),
    allMessages: t('chat.allMessages'),
    visitStore: t('chat.visitStore'),
  };
  const messages = datedMessages(language, thread.messages);
  return { thread: { ...thread, messages }, maxLength: CHAT_TEXT_MAX, words, text: conversationText(t, language), nav: accountNavText(t) };
}

export async function action(args: ActionFunctionArgs) {
  const thread = await buyerThread(args);
  return postMessage(args, thread.conversation.id, requestTranslator(args.request).t);
}

export default function AccountChat() {
  const { thread, maxLength, words, text, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const store = thread.conversation.store;
  return (
    <AccountLayout title={<span translate="no">{store.name}</span>} nav={nav}>
      <p>
        <Link to={href('inbox-messages')}>{words.allMessages}</Link> · <Link to={href('storefront', { bSlug: store.slug })}>{words.visitStore}</Link>
      </p>
      <ConversationView
        conversationId={thread.conversation.id}
        viewerRole="BUYER"
        messages={thread.messages}
        result={result}
        maxLength={maxLength}
        text={text}
      />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
