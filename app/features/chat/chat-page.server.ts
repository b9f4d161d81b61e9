/**
 * What the buyer's and the store's conversation pages share on the server: loading the thread (marking the
 * viewer's side read, since they are reading it now) and the form post that writes a message — the same REST
 * write the socket uses (backend/chat/send-message.ts), reached through the gateway.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../../schema/rest/chat';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { ChatThreadQuery, MarkChatReadMutation, SendChatMessageMutation } from '~/graphql/queries/chat.server';
import type { Translate } from '~/lib/i18n/translate.server';
import { chatRefusal } from './chat-text.server';

interface Args {
  context: AppLoadContext;
  request: Request;
}

/** The longest message, for the form's maxlength (the API refuses longer ones either way). */
export const CHAT_TEXT_MAX = CHAT_LIMITS.textMax;

const conversationId = z.string().regex(/^[1-9]\d{0,9}$/);

/** The conversation (404 when it is not the viewer's, as for an unknown one), read on opening. */
export async function loadThread(args: Args, id: string | undefined, token?: string) {
  const parsed = conversationId.safeParse(id);
  if (!parsed.success) throw notFound(CHAT_MESSAGES.notFound);
  const options = token ? { token } : undefined;
  const { chatConversation } = await query(args.context, args.request, ChatThreadQuery, { id: parsed.data }, options);
  const thread = invariantFound(chatConversation, CHAT_MESSAGES.notFound);
  if (thread.conversation.unread > 0) await mutate(args.context, args.request, MarkChatReadMutation, { conversationId: parsed.data }, options);
  return thread;
}

const messageForm = z.object({ text: z.string().max(CHAT_LIMITS.textMax * 2) });

/** The no-JavaScript send: writes, then shows the page again (a reload does not send twice); refusals in the page's language. */
export async function postMessage(args: Args, id: string, t: Translate, token?: string) {
  const parsed = messageForm.safeParse(Object.fromEntries(await args.request.formData()));
  const text = parsed.success ? parsed.data.text : '';
  if (!parsed.success) return data({ error: chatRefusal(t, CHAT_MESSAGES.tooLong), text: '' }, { status: 400 });
  const options = token ? { token } : undefined;
  const { sendChatMessage } = await mutate(args.context, args.request, SendChatMessageMutation, { input: { conversationId: id, text } }, options);
  const problem = sendChatMessage.userErrors[0]?.message;
  if (problem) return data({ error: chatRefusal(t, problem), text }, { status: 400 });
  throw redirect(new URL(args.request.url).pathname);
}
