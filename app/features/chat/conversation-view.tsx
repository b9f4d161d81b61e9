/**
 * One conversation: its messages (text only — React escapes it, and nothing is linkified, so a link or a phone
 * number in a message is just text) and a form to write. Without JavaScript the form posts and the page comes
 * back with the message; with it, live-chat.client.ts (loaded lazily, after the page works) brings new messages
 * in and sends without a reload, falling back to the form post whenever the socket is not open.
 */
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { button } from '~/components/button.css';
import { FormAlert } from '~/components/form';
import { formatHarareDateTime } from '~/lib/harare-time';
import type { ConversationText } from './chat-text';
import type { LiveChat, LiveMessage } from './live-chat.client';
import * as s from './chat.css';

/** A message; `at` is its time as the server wrote it in the page's language (absent on one that arrived live). */
export type ChatMessageView = LiveMessage & { at?: string };

interface Props {
  conversationId: string;
  viewerRole: 'BUYER' | 'BUSINESS';
  messages: ChatMessageView[];
  /** The form post's refusal, with what was typed so it is not lost. */
  result?: { error?: string; text?: string } | null;
  maxLength: number;
  text: ConversationText;
}

export function ConversationView({ conversationId, viewerRole, messages, result, maxLength, text }: Props) {
  const [arrived, setArrived] = useState<ChatMessageView[]>([]);
  const [live, setLive] = useState(false);
  const [liveError, setLiveError] = useState<string | null>(null);
  const chat = useRef<LiveChat | null>(null);
  const pending = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const busy = useNavigation().state === 'submitting';

  // The words are the page's for its whole life (a language switch is a new page): reconnecting on them would drop the socket.
  // biome-ignore lint/correctness/useExhaustiveDependencies: text is fixed for the page.
  useEffect(() => {
    // A conversation not yet started has nothing to listen to: its first message is a plain post.
    if (!conversationId) return;
    let left = false;
    void import('./live-chat.client').then(({ connectChat }) => {
      if (left) return;
      chat.current = connectChat(conversationId, text.notSent, {
        onMessage: (m) => {
          setArrived((prev) => (prev.some((p) => p.id === m.id) ? prev : [...prev, m]));
          // Seen as it arrives: the other side's message does not wait in the unread badge.
          if (m.fromRole !== viewerRole && document.visibilityState === 'visible') chat.current?.markRead();
        },
        onAnswer: (clientId, error) => {
          if (clientId !== pending.current) return;
          pending.current = null;
          setLiveError(error === undefined ? null : (text.refusals[error] ?? error));
          if (!error) form.current?.reset();
        },
        onLive: setLive,
      });
    });
    return () => {
      left = true;
      chat.current?.close();
      chat.current = null;
    };
  }, [conversationId, viewerRole]);

  const shown = [...messages, ...arrived.filter((a) => !messages.some((m) => m.id === a.id))];
  // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown.length is the trigger: scroll to the end whenever a message is added.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [shown.length]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const text = String(new FormData(event.currentTarget).get('text') ?? '').trim();
    if (!text) return;
    const clientId = chat.current?.send(text) ?? null;
    // Not live: the form posts as it would without JavaScript.
    if (clientId === null) return;
    event.preventDefault();
    pending.current = clientId;
    setLiveError(null);
  };

  return (
    <>
      {shown.length ? (
        <ol className={s.thread} aria-label={text.messages} aria-live="polite">
          {shown.map((m) => (
            <li key={m.id} className={m.fromRole === viewerRole ? s.mine : s.theirs} data-testid="chat-message">
              <span className={s.meta}>
                {m.fromRole === viewerRole ? text.you : <span translate="no">{m.senderName}</span>} ·{' '}
                {m.at ?? formatHarareDateTime(m.createdAt, text.months ?? undefined)}
              </span>
              <p className={s.text} translate="no">
                {m.text}
              </p>
            </li>
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
      ) : (
        <p>{text.sayHello}</p>
      )}
      <Form method="post" ref={form} className={s.composer} onSubmit={onSubmit}>
        <FormAlert>{liveError ?? result?.error}</FormAlert>
        <label htmlFor="chat-text">{text.yourMessage}</label>
        <textarea
          id="chat-text"
          name="text"
          className={s.textarea}
          required
          maxLength={maxLength}
          defaultValue={result?.text ?? ''}
          aria-invalid={result?.error ? true : undefined}
        />
        <div className={s.row}>
          <span className={s.status} data-testid="chat-live">
            {live ? text.live : ''}
          </span>
          <button className={button()} type="submit" disabled={busy}>
            {text.send}
          </button>
        </div>
      </Form>
    </>
  );
}
