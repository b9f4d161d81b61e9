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
import { formatMoney } from '~/lib/money';
import { kindLabel } from '~/lib/product-links';
import { href } from '~/routes';
import { PRODUCT_KINDS } from '../../../schema/rest/shared';
import { bulkMessage, type BulkResult, type SellItemFilters } from './bulk-result';
import * as s from './sell-items.css';

type List = NonNullable<SellItemsRoute_SellItemsQuery['sellItems']>;

interface Props {
  list: List;
  filters: SellItemFilters;
  result: BulkResult | undefined;
  /** Where "Add a product" goes (the dashboard's or the account's form). */
  addHref: string | null;
}

export function SellItemsList({ list, filters, result, addHref }: Props) {
  const location = useLocation();
  const busy = useNavigation().state === 'submitting';
  const url = new URL(location.pathname + location.search, 'http://x');
  const filtered = Boolean(filters.term || filters.kind || filters.status);
  return (
    <>
      <Form method="get" className={s.filters} role="search" aria-label="Search your products">
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="sell-items-term">
            Search name or SKU
          </label>
          <input className={formStyles.input} id="sell-items-term" type="search" name="term" defaultValue={filters.term} maxLength={100} />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="sell-items-kind">
            Kind
          </label>
          <select className={s.select} id="sell-items-kind" name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">All kinds</option>
            {PRODUCT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel[k.toUpperCase()]}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="sell-items-status">
            Status
          </label>
          <select className={s.select} id="sell-items-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">All ({list.counts.all})</option>
            <option value="publish">Published ({list.counts.publish})</option>
            <option value="draft">Drafts ({list.counts.draft})</option>
          </select>
        </div>
        <button className={button({ tone: 'secondary' })} type="submit">
          Filter
        </button>
      </Form>

      {result?.kind === 'error' ? <FormAlert>{result.message}</FormAlert> : null}
      {result?.kind === 'done' ? <FormNotice>{bulkMessage(result)}</FormNotice> : null}
      {result?.kind === 'confirm' ? <ConfirmDelete ids={result.ids} /> : null}

      <p className={s.summary}>
        {list.pageInfo.total} product{list.pageInfo.total === 1 ? '' : 's'}
        {filtered ? ' match' : ''}
        {filtered ? (
          <>
            {' · '}
            <Link to={location.pathname}>Clear filters</Link>
          </>
        ) : null}
      </p>

      {list.items.length === 0 ? (
        <Empty>
          {filtered ? 'No products match these filters.' : 'You have no products yet.'}{' '}
          {addHref && !filtered ? <Link to={addHref}>Add your first product</Link> : null}
        </Empty>
      ) : (
        <Form method="post" aria-label="Your products">
          <div className={s.bar}>
            <span className={s.muted}>With the ticked products:</span>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="publish" disabled={busy}>
              Publish
            </button>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="unpublish" disabled={busy}>
              Unpublish
            </button>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="delete" disabled={busy}>
              Delete…
            </button>
          </div>
          <div className={s.headRow} aria-hidden="true">
            <span />
            <span>Photo</span>
            <span>Name</span>
            <span>Kind</span>
            <span>Price</span>
            <span>Stock</span>
            <span>Status</span>
            <span />
          </div>
          <ul className={s.list}>
            {list.items.map((p) => (
              <SellItemRow key={p.id} item={p} />
            ))}
          </ul>
        </Form>
      )}
      <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(n) => withPage(url, n)} />
    </>
  );
}

function SellItemRow({ item: p }: { item: List['items'][number] }) {
  const checkId = `sell-item-${p.id}`;
  return (
    <li className={s.item} data-testid="sell-item">
      <input className={s.check} type="checkbox" name="ids" value={p.id} id={checkId} aria-label={`Select ${p.name}`} />
      {p.image ? (
        <img className={s.photo} src={p.image.url} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={s.photo} aria-hidden="true" />
      )}
      <div className={s.main}>
        <label htmlFor={checkId} className={s.name}>
          {p.name}
        </label>
        <div className={s.muted}>
          {p.category.name}
          {p.sku ? ` · SKU ${p.sku}` : ''}
        </div>
      </div>
      <div className={s.facts}>
        <span>{kindLabel[p.kind]}</span>
        <span>
          {formatMoney(p.price.amountCents, p.price.currency)}
          {p.regularPrice ? <s className={s.muted}> {formatMoney(p.regularPrice.amountCents, p.regularPrice.currency)}</s> : null}
        </span>
        <span>
          <span className={s.label}>Stock </span>
          {p.stockQuantity ?? '—'}
        </span>
        <span>
          <span className={p.status === 'DRAFT' ? s.draft : s.status}>{p.status === 'DRAFT' ? 'Draft' : 'Published'}</span>
        </span>
        <Link to={href('update-product', { slug: p.slug })} aria-label={`Edit ${p.name}`}>
          Edit
        </Link>
      </div>
    </li>
  );
}

function ConfirmDelete({ ids }: { ids: string[] }) {
  return (
    <Form method="post" className={s.confirm} aria-label="Confirm delete">
      <p role="alert">
        Delete {ids.length} product{ids.length === 1 ? '' : 's'}? This cannot be undone. Products that orders, reviews or offers refer to are kept as
        drafts.
      </p>
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <input type="hidden" name="confirmed" value="yes" />
      <div className={s.bar}>
        <button className={button()} type="submit" name="intent" value="delete">
          Yes, delete
        </button>
        <Link className={button({ tone: 'secondary' })} to=".">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
