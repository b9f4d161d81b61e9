/**
 * The header search box. Without JavaScript it is a GET form to /search. With it, it suggests products as you
 * type (debounced, so a slow connection sends one request per pause, not per key).
 */
import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { Suggestion } from '~/routes/search-suggest';
import { href } from '~/routes';
import * as s from './site-header.css';
import type { ChromeText } from './chrome-text';

export function SearchBox({ text }: { text: ChromeText }) {
  const fetcher = useFetcher<{ term: string; suggestions: Suggestion[] }>();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const suggestions = open ? (fetcher.data?.suggestions ?? []) : [];
  return (
    <Form className={s.search} method="get" action={href('search')} role="search" onSubmit={() => setOpen(false)}>
      <label htmlFor="site-search" className="visually-hidden">
        {text.searchLabel}
      </label>
      <input
        id="site-search"
        className={s.searchInput}
        type="search"
        name="term"
        placeholder={text.searchPlaceholder}
        enterKeyHint="search"
        maxLength={200}
        autoComplete="off"
        aria-autocomplete="list"
        // Only while the list exists: aria-controls naming a missing element is invalid ARIA.
        aria-controls={suggestions.length > 0 ? 'site-search-suggestions' : undefined}
        onChange={(event) => {
          const term = event.currentTarget.value.trim();
          clearTimeout(timer.current);
          setOpen(term.length >= 2);
          if (term.length >= 2) timer.current = setTimeout(() => fetcher.load(`${href('search-suggest')}?term=${encodeURIComponent(term)}`), 250);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <button className={s.searchButton} type="submit">
        {text.searchSubmit}
      </button>
      {suggestions.length > 0 ? (
        // A plain list of links: listbox/option roles would hide the links from screen readers and promise arrow keys.
        <ul id="site-search-suggestions" className={s.suggestions} aria-label={text.searchSuggestions}>
          {suggestions.map((item) => (
            <li key={item.url}>
              <Link className={s.suggestion} to={item.url} onClick={() => setOpen(false)}>
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}
