/**
 * "Search this store" on a storefront: a GET form to /search limited to the store by its id (spec §3 bID), so
 * it works without JavaScript and the results page has every filter of a normal search.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { href } from '~/routes';
import * as s from './store-search.css';

export function StoreSearch({ storeId, storeName }: { storeId: string; storeName: string }) {
  const inputId = `store-search-${storeId}`;
  return (
    <Form className={s.form} method="get" action={href('search')} role="search" aria-label={`Search ${storeName}`}>
      <input type="hidden" name="bID" value={storeId} />
      <label className="visually-hidden" htmlFor={inputId}>
        Search {storeName}
      </label>
      <input id={inputId} className={s.input} type="search" name="term" placeholder="Search this store…" maxLength={200} enterKeyHint="search" />
      <button className={button({ tone: 'secondary' })} type="submit">
        Search
      </button>
    </Form>
  );
}
