/**
 * All sell items: a search and filter form (GET, shareable), the products with a checkbox each, and bulk
 * publish / unpublish / delete buttons (POST). Delete first shows a confirmation with the chosen ids carried in
 * hidden fields, so it works without JavaScript. Cards on phones, a table-like grid from tablets up.
 */
import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Empty } from '~/components/layout';
import { FormAlert, FormNotice, formStyles } from '~/components/form';
import { Pagination, withPage } from '~/components/pagination';
import type { SellItemsRoute_SellItemsQuery } from '~/graphql/generated/graphql';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';
import { PRODUCT_KINDS } from '../../../schema/rest/shared';
import type { BulkResult, SellItemFilters } from './bulk-result';
import type { SellItemsText } from './sell-items-text';
import * as s from './sell-items.css';

type List = NonNullable<SellItemsRoute_SellItemsQuery['sellItems']>;

interface Props {
  list: List;
  filters: SellItemFilters;
  /** The action's answer, with its sentence in the page's language. */
  result: (BulkResult & { text: string }) | undefined;
  /** Where "Add a product" goes (the dashboard's or the account's form). */
  addHref: string | null;
  text: SellItemsText;
}

export function SellItemsList({ list, filters, result, addHref, text }: Props) {
  const { w } = text;
  const location = useLocation();
  const busy = useNavigation().state === 'submitting';
  const url = new URL(location.pathname + location.search, 'http://x');
  const filtered = Boolean(filters.term || filters.kind || filters.status);
  return (
    <>
      <Form method="get" className={s.filters} role="search" aria-label={w['sellItems.searchLabel']}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="sell-items-term">
            {w['sellItems.searchTerm']}
          </label>
          <input className={formStyles.input} id="sell-items-term" type="search" name="term" defaultValue={filters.term} maxLength={100} />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="sell-items-kind">
            {w['sellItems.kind']}
          </label>
          <select className={s.select} id="sell-items-kind" name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">{w['sellItems.allKinds']}</option>
            {PRODUCT_KINDS.map((k) => (
              <option key={k} value={k}>
                {text.kinds[k.toUpperCase()]}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="sell-items-status">
            {w['sellItems.status']}
          </label>
          <select className={s.select} id="sell-items-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">{text.statuses.all}</option>
            <option value="publish">{text.statuses.publish}</option>
            <option value="draft">{text.statuses.draft}</option>
          </select>
        </div>
        <button className={button({ tone: 'secondary' })} type="submit">
          {w['sellItems.filter']}
        </button>
      </Form>

      {result?.kind === 'error' ? <FormAlert>{result.text}</FormAlert> : null}
      {result?.kind === 'done' ? <FormNotice>{result.text}</FormNotice> : null}
      {result?.kind === 'confirm' ? <ConfirmDelete ids={result.ids} question={result.text} w={w} /> : null}

      <p className={s.summary}>
        {text.summary}
        {filtered ? (
          <>
            {' · '}
            <Link to={location.pathname}>{w['sellItems.clearFilters']}</Link>
          </>
        ) : null}
      </p>

      {list.items.length === 0 ? (
        <Empty>
          {filtered ? w['sellItems.noMatch'] : w['sellItems.none']}{' '}
          {addHref && !filtered ? <Link to={addHref}>{w['sellItems.addFirst']}</Link> : null}
        </Empty>
      ) : (
        <Form method="post" aria-label={w['sellItems.yourProducts']}>
          <div className={s.bar}>
            <span className={s.muted}>{w['sellItems.withTicked']}</span>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="publish" disabled={busy}>
              {w['sellItems.publish']}
            </button>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="unpublish" disabled={busy}>
              {w['sellItems.unpublish']}
            </button>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="delete" disabled={busy}>
              {w['sellItems.deleteDots']}
            </button>
          </div>
          <div className={s.headRow} aria-hidden="true">
            <span />
            <span>{w['sellItems.photo']}</span>
            <span>{w['sellItems.name']}</span>
            <span>{w['sellItems.kind']}</span>
            <span>{w['sellItems.price']}</span>
            <span>{w['sellItems.stock']}</span>
            <span>{w['sellItems.status']}</span>
            <span />
          </div>
          <ul className={s.list}>
            {list.items.map((p) => (
              <SellItemRow key={p.id} item={p} text={text} />
            ))}
          </ul>
        </Form>
      )}
      <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(n) => withPage(url, n)} />
    </>
  );
}

function SellItemRow({ item: p, text }: { item: List['items'][number]; text: SellItemsText }) {
  const { w } = text;
  const price = text.prices[p.id];
  const checkId = `sell-item-${p.id}`;
  return (
    <li className={s.item} data-testid="sell-item">
      <input className={s.check} type="checkbox" name="ids" value={p.id} id={checkId} aria-label={fill(text.select, { name: p.name })} />
      {p.image ? (
        <img className={s.photo} src={p.image.url} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={s.photo} aria-hidden="true" />
      )}
      <div className={s.main}>
        <label htmlFor={checkId} className={s.name} translate="no">
          {p.name}
        </label>
        <div className={s.muted}>
          <span translate="no">{p.category.name}</span>
          {p.sku ? ` · SKU ${p.sku}` : ''}
        </div>
      </div>
      <div className={s.facts}>
        <span>{text.kinds[p.kind]}</span>
        <span>
          {price?.price}
          {price?.regular ? <s className={s.muted}> {price.regular}</s> : null}
        </span>
        <span>
          <span className={s.label}>{w['sellItems.stockLabel']}</span>
          {p.stockQuantity ?? '—'}
        </span>
        <span>
          <span className={p.status === 'DRAFT' ? s.draft : s.status}>{p.status === 'DRAFT' ? w['sellItems.draft'] : w['sellItems.published']}</span>
        </span>
        <Link to={href('update-product', { slug: p.slug })} aria-label={fill(text.editName, { name: p.name })}>
          {w['sellItems.edit']}
        </Link>
      </div>
    </li>
  );
}

function ConfirmDelete({ ids, question, w }: { ids: string[]; question: string; w: SellItemsText['w'] }) {
  return (
    <Form method="post" className={s.confirm} aria-label={w['sellItems.confirmLabel']}>
      <p role="alert">{question}</p>
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <input type="hidden" name="confirmed" value="yes" />
      <div className={s.bar}>
        <button className={button()} type="submit" name="intent" value="delete">
          {w['sellItems.yesDelete']}
        </button>
        <Link className={button({ tone: 'secondary' })} to=".">
          {w['sellItems.cancel']}
        </Link>
      </div>
    </Form>
  );
}
