/**
 * "Search this store" on a storefront: a GET form to /search limited to the store by its id (spec §3 bID), so
 * it works without JavaScript and the results page has every filter of a normal search.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { href } from '~/routes';
import * as s from './store-search.css';

interface Text {
  label: string;
  placeholder: string;
  submit: string;
}

/** `text`: its words in the page's language (stores-text.server.ts storeSearchText); English without. */
export function StoreSearch({ storeId, storeName, text }: { storeId: string; storeName: string; text?: Text }) {
  const inputId = `store-search-${storeId}`;
  const w = text ?? { label: `Search ${storeName}`, placeholder: 'Search this store…', submit: 'Search' };
  return (
    <Form className={s.form} method="get" action={href('search')} role="search" aria-label={w.label}>
      <input type="hidden" name="bID" value={storeId} />
      <label className="visually-hidden" htmlFor={inputId}>
        {w.label}
      </label>
      <input id={inputId} className={s.input} type="search" name="term" placeholder={w.placeholder} maxLength={200} enterKeyHint="search" />
      <button className={button({ tone: 'secondary' })} type="submit">
        {w.submit}
      </button>
    </Form>
  );
}
