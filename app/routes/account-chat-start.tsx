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
import { accountNavText } from '~/features/account/account-text.server';
import { requireAccess } from '~/features/auth/guards.server';
import { CHAT_TEXT_MAX } from '~/features/chat/chat-page.server';
import { chatRefusal, conversationText } from '~/features/chat/chat-text.server';
import { ConversationView } from '~/features/chat/conversation-view';
import { holes, Placed } from '~/components/placed-text';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { ChatStartQuery, StartChatMutation } from '~/graphql/queries/chat.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? data.words.meta : 'Messages — Musika' }];

const storeId = (value: string | undefined) => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound('Store not found');
  return value;
};

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { chatStart } = await query(args.context, args.request, ChatStartQuery, { businessId: storeId(args.params.bID) });
  const start = invariantFound(chatStart, 'Store not found');
  if (start.conversationId) throw redirect(href('inbox-chat', { id: start.conversationId }));
  const { language, t } = requestTranslator(args.request);
  // The store's name and the inbox link are put in by the page (`{name}`, `{link}`): the name stays translate="no".
  const words = {
    meta: t('chat.metaStart', { name: start.store.name }),
    title: t('chat.startTitle', holes('name')),
    ownStore: t('chat.ownStore', holes('link')),
    inbox: t('chat.ownStoreLink'),
    intro: t('chat.startIntro', holes('name')),
  };
  return {
    store: start.store,
    ownStore: start.ownStore,
    maxLength: CHAT_TEXT_MAX,
    words,
    text: conversationText(t, language),
    nav: accountNavText(t),
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const text = String((await args.request.formData()).get('text') ?? '').slice(0, CHAT_TEXT_MAX * 2);
  const { startChat } = await mutate(args.context, args.request, StartChatMutation, { input: { businessId: storeId(args.params.bID), text } });
  const problem = startChat.userErrors[0]?.message;
  if (problem || !startChat.conversation) {
    const { t } = requestTranslator(args.request);
    return data({ error: problem ? chatRefusal(t, problem) : t('chat.error.send'), text }, { status: 400 });
  }
  throw redirect(href('inbox-chat', { id: startChat.conversation.id }));
}

export default function AccountChatStart() {
  const { store, ownStore, maxLength, words, text, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const name = { name: store.name };
  return (
    <AccountLayout title={<Placed text={words.title} names={name} />} nav={nav}>
      {ownStore ? (
        <Empty>
          <Placed text={words.ownStore} nodes={{ link: <Link to={href('dashboard-inbox-messages')}>{words.inbox}</Link> }} />
        </Empty>
      ) : (
        <>
          <p>
            <Placed text={words.intro} names={name} />
          </p>
          {/* No conversation yet, so nothing to go live on: the first message is a plain post. */}
          <ConversationView conversationId="" viewerRole="BUYER" messages={[]} result={result} maxLength={maxLength} text={text} />
        </>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
