/**
 * The store's side of a conversation with a buyer (`/dashboard/inbox/chat/{id}`, ours), for the active business:
 * a conversation of another business (even one the same vendor runs) is not found here.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { loadThread, postMessage, CHAT_TEXT_MAX } from '~/features/chat/chat-page.server';
import { conversationText, datedMessages } from '~/features/chat/chat-text.server';
import { ConversationView } from '~/features/chat/conversation-view';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { notFound } from '~/lib/invariant-response.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? data.words.meta : 'Messages — Musika' },
  { name: 'robots', content: 'noindex' },
];

async function storeThread(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const thread = await loadThread(args, args.params.id, access.token);
  if (thread.conversation.viewerRole !== 'BUSINESS' || thread.conversation.store.id !== String(access.businessId)) {
    throw notFound('Conversation not found');
  }
  return { access, thread };
}

export async function loader(args: LoaderFunctionArgs) {
  const { access, thread } = await storeThread(args);
  const { language, t } = requestTranslator(args.request);
  const name = thread.conversation.buyerName;
  const words = { meta: t('chat.metaThread', { name }), title: t('chat.storeTitle', { name }), allMessages: t('chat.allMessages') };
  const messages = datedMessages(language, thread.messages);
  return { frame: access.frame, thread: { ...thread, messages }, maxLength: CHAT_TEXT_MAX, words, text: conversationText(t, language) };
}

export async function action(args: ActionFunctionArgs) {
  const { access, thread } = await storeThread(args);
  return postMessage(args, thread.conversation.id, requestTranslator(args.request).t, access.token);
}

export default function DashboardChat() {
  const { frame, thread, maxLength, words, text } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={words.title}>
      <p>
        <Link to={href('dashboard-inbox-messages')}>{words.allMessages}</Link>
      </p>
      <ConversationView
        conversationId={thread.conversation.id}
        viewerRole="BUSINESS"
        messages={thread.messages}
        result={result}
        maxLength={maxLength}
        text={text}
      />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
