/**
 * The chats section of an inbox (buyer's or store's): one line per conversation with the other side's name, the
 * newest message as plain text, when, and how many are unread. Paged apart from the notification threads
 * beside it, by `?chats=N`.
 */
import { Link } from '@remix-run/react';
import { Pagination } from '~/components/pagination';
import { href } from '~/routes';
import type { ChatListText } from './chat-text';
import * as s from './chat.css';

export interface ChatListItem {
  id: string;
  store: { name: string };
  buyerName: string;
  lastMessage?: { text: string; fromRole: string; createdAt: string } | null;
  unread: number;
  createdAt: string;
  /** Finished on the server in the page's language (chat-text.server.ts chatLines). */
  at: string;
  unreadLabel: string | null;
}

const PREVIEW = 140;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

export function chatPageFromUrl(url: URL): number {
  const n = Number(url.searchParams.get('chats') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

function withChatPage(url: URL, page: number): string {
  const next = new URL(url);
  if (page === 1) next.searchParams.delete('chats');
  else next.searchParams.set('chats', String(page));
  return `${next.pathname}${next.search}`;
}

interface Props {
  side: 'buyer' | 'store';
  items: ChatListItem[];
  unreadCount: number;
  page: number;
  totalPages: number;
  url: string;
  text: ChatListText;
}

export function ChatList({ side, items, unreadCount, page, totalPages, url, text }: Props) {
  return (
    <section aria-labelledby="store-chats-title">
      <h2 id="store-chats-title">
        {text.heading}{' '}
        {unreadCount > 0 ? (
          <span className={s.badge} data-testid="chat-unread">
            {unreadCount}
            <span className="visually-hidden"> {text.unread}</span>
          </span>
        ) : null}
      </h2>
      {items.length ? (
        <ul className={s.list} aria-label={text.heading}>
          {items.map((c) => {
            const name = side === 'buyer' ? c.store.name : c.buyerName;
            const to = href(side === 'buyer' ? 'inbox-chat' : 'dashboard-inbox-chat', { id: c.id });
            return (
              <li key={c.id} className={s.item} data-unread={c.unread > 0}>
                <Link to={to}>
                  <strong translate="no">{c.unread > 0 ? `● ${name}` : name}</strong>
                </Link>
                <span className={s.meta}>
                  {c.at}
                  {c.unreadLabel ? ` · ${c.unreadLabel}` : ''}
                </span>
                {c.lastMessage ? (
                  <span className={s.text} translate="no">
                    {preview(c.lastMessage.text)}
                  </span>
                ) : (
                  <span className={s.meta}>{text.noMessages}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{text.empty}</p>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withChatPage(new URL(url), p)} />
    </section>
  );
}
