import { Link } from '@remix-run/react';
import { useCardText } from '~/features/money/zwg-rate';
import * as s from './pagination.css';

interface Props {
  page: number;
  totalPages: number;
  /** Builds the link for a page, keeping the rest of the URL. */
  hrefFor: (page: number) => string;
  /** Its words (browse-text.server.ts `paginationText`); without, the page's from the root loader (card-text.ts), else English. */
  text?: { label: string; previous: string; status: string; next: string };
}

/** Previous/next paging with plain links: works without JavaScript and shares well. */
export function Pagination({ page, totalPages, hrefFor, text: own }: Props) {
  // Every page has the pager's words in the root loader's `chrome.card`, so no route has to hand them over.
  const fromPage = useCardText().card?.pager;
  const text = own ?? fromPage;
  if (totalPages <= 1) return null;
  return (
    <nav className={s.nav} aria-label={text?.label ?? 'Pagination'}>
      {page > 1 ? (
        <Link className={s.link} to={hrefFor(page - 1)} rel="prev" prefetch="intent">
          {text?.previous ?? '← Previous'}
        </Link>
      ) : null}
      <span className={s.status}>
        {text ? text.status.replace('{page}', String(page)).replace('{total}', String(totalPages)) : `Page ${page} of ${totalPages}`}
      </span>
      {page < totalPages ? (
        <Link className={s.link} to={hrefFor(page + 1)} rel="next" prefetch="intent">
          {text?.next ?? 'Next →'}
        </Link>
      ) : null}
    </nav>
  );
}

/** `?page=` from a request URL; anything odd means page 1. */
export function pageFromUrl(url: URL): number {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function withPage(url: URL, page: number): string {
  const next = new URL(url);
  if (page === 1) next.searchParams.delete('page');
  else next.searchParams.set('page', String(page));
  return `${next.pathname}${next.search}`;
}
