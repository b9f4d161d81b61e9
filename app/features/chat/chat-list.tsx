/**
 * The chats section of an inbox (buyer's or store's): one line per conversation with the other side's name, the
 * newest message as plain text, when, and how many are unread. Paged apart from the notification threads
 * beside it, by `?chats=N`.
 */
import { Link } from '@remix-run/react';
import { Pagination } from '~/components/pagination';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';
import * as s from './chat.css';

export interface ChatListItem {
  id: string;
  store: { name: string };
  buyerName: string;
  lastMessage?: { text: string; fromRole: string; createdAt: string } | null;
  unread: number;
  createdAt: string;
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
}

export function ChatList({ side, items, unreadCount, page, totalPages, url }: Props) {
  return (
    <section aria-labelledby="store-chats-title">
      <h2 id="store-chats-title">
        {side === 'buyer' ? 'Chats with stores' : 'Chats with buyers'}{' '}
        {unreadCount > 0 ? (
          <span className={s.badge} data-testid="chat-unread">
            {unreadCount}
            <span className="visually-hidden"> unread</span>
          </span>
        ) : null}
      </h2>
      {items.length ? (
        <ul className={s.list} aria-label={side === 'buyer' ? 'Chats with stores' : 'Chats with buyers'}>
          {items.map((c) => {
            const name = side === 'buyer' ? c.store.name : c.buyerName;
            const to = href(side === 'buyer' ? 'inbox-chat' : 'dashboard-inbox-chat', { id: c.id });
            return (
              <li key={c.id} className={s.item} data-unread={c.unread > 0}>
                <Link to={to}>
                  <strong>{c.unread > 0 ? `● ${name}` : name}</strong>
                </Link>
                <span className={s.meta}>
                  {formatHarareDateTime(c.lastMessage?.createdAt ?? c.createdAt)}
                  {c.unread > 0 ? ` · ${c.unread} unread` : ''}
                </span>
                {c.lastMessage ? <span className={s.text}>{preview(c.lastMessage.text)}</span> : <span className={s.meta}>No messages yet</span>}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>
          {side === 'buyer'
            ? 'No chats yet. Use “Message the store” on a store’s page to ask them anything.'
            : 'No chats yet. Buyers write to you from your store page.'}
        </p>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withChatPage(new URL(url), p)} />
    </section>
  );
}
