/**
 * The filter panel: a GET form, so filters live in the URL and work without JavaScript ("Show results").
 * With JavaScript every change submits at once (text after a pause) and results update without a reload.
 */
import { Form, useSubmit } from '@remix-run/react';
import { useEffect, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { button } from '~/components/button.css';
import type { SearchRoute_SearchQuery } from '~/graphql/generated/graphql';
import { kindLabel } from '~/lib/product-links';
import { NearYouControls } from './near-you-controls';
import { SALE_TYPE_OPTIONS, type SearchState } from './search-url';
import type { FilterControl } from './screens';
import * as s from './search-page.css';

type Facets = SearchRoute_SearchQuery['searchFacets'];

export const FILTER_FORM_ID = 'search-filters';

function Check({ name, value, checked, children, count }: { name: string; value: string; checked: boolean; children: ReactNode; count?: number }) {
  return (
    <label className={s.check}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      {children}
      {count !== undefined ? <span className={s.count}>({count})</span> : null}
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function FilterPanel({
  action,
  state,
  facets,
  controls,
  nearYou,
}: {
  action: string;
  state: SearchState;
  facets: Facets;
  controls: FilterControl[];
  nearYou: boolean;
}) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const submitNow = (form: HTMLFormElement) => submit(form, { replace: true, preventScrollReset: true });
  const onChange = (event: FormEvent<HTMLFormElement> | ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    clearTimeout(timer.current);
    // Typing waits for a pause; ticks and selects apply at once.
    const delay = target.type === 'text' || target.type === 'number' || target.type === 'search' ? 600 : 0;
    timer.current = setTimeout(() => submitNow(form), delay);
  };
  const has = (c: FilterControl) => controls.includes(c);
  // Phones start with the filters folded away under the results count; wide screens show them open.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia('(min-width: 992px)').matches) details.current.open = true;
  }, []);
  const active =
    [
      state.category,
      state.min,
      state.max,
      state.bedrooms,
      state.property,
      state.listing,
      state.make,
      state.model,
      state.year_min,
      state.year_max,
      state.mileage_max,
      state.transmission,
      state.fuel,
    ].filter((v) => v !== undefined).length +
    state.sale.length +
    state.kind.length +
    state.attr.length;
  const topCategories = facets.categories.filter((c) => c.count > 0).slice(0, 30);
  return (
    <details className={s.panel} ref={details}>
      <summary className={s.panelSummary}>Filters{active ? ` (${active} active)` : ''}</summary>
      <Form id={FILTER_FORM_ID} method="get" action={action} className={s.form} onChange={onChange} role="search" aria-label="Filter results">
        {facets.countedNewest ? (
          <p className={s.count}>Counts are from the newest {facets.countedNewest.toLocaleString('en')} listings searched.</p>
        ) : null}
        <Group legend="Search">
          <label className="visually-hidden" htmlFor="filter-term">
            Search term
          </label>
          <input
            id="filter-term"
            className={s.control}
            type="search"
            name="term"
            defaultValue={state.term ?? ''}
            maxLength={200}
            placeholder="What are you looking for?"
          />
        </Group>
        {/* Carried through every change of filter: the page size and the store the search is limited to. */}
        {(['per_page', 'bID', 'bTerm'] as const).map((name) =>
          state[name] !== undefined ? <input key={name} type="hidden" name={name} value={state[name]} /> : null,
        )}
        {nearYou ? <NearYouControls formId={FILTER_FORM_ID} city={state.city} radius={state.radius} lat={state.lat} lng={state.lng} /> : null}
        {has('category') && topCategories.length > 0 ? (
          <Group legend="Category">
            <select name="category" className={s.control} defaultValue={state.category ?? ''} aria-label="Category">
              <option value="">All categories</option>
              {topCategories.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.parentId ? '— ' : ''}
                  {c.name} ({c.count})
                </option>
              ))}
            </select>
          </Group>
        ) : null}
        {has('realEstate') ? (
          <Group legend="Property">
            <select name="listing" className={s.control} defaultValue={state.listing ?? ''} aria-label="For sale or to rent">
              <option value="">For sale or to rent</option>
              <option value="sale">For sale</option>
              <option value="rent">To rent</option>
            </select>
            <select name="property" className={s.control} defaultValue={state.property ?? ''} aria-label="Property type">
              <option value="">Any property type</option>
              {['house', 'flat', 'stand', 'commercial'].map((t) => (
                <option key={t} value={t}>
                  {t[0].toUpperCase() + t.slice(1)}
                </option>
              ))}
            </select>
            <select name="bedrooms" className={s.control} defaultValue={state.bedrooms?.toString() ?? ''} aria-label="Bedrooms">
              <option value="">Any bedrooms</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}+ bedrooms
                </option>
              ))}
            </select>
          </Group>
        ) : null}
        {has('vehicle') ? (
          <Group legend="Vehicle">
            <select name="make" className={s.control} defaultValue={state.make ?? ''} aria-label="Make">
              <option value="">Any make</option>
              {facets.makes.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.value} ({m.count})
                </option>
              ))}
            </select>
            <input
              className={s.control}
              type="text"
              name="model"
              defaultValue={state.model ?? ''}
              placeholder="Model, e.g. Hilux"
              aria-label="Model"
              maxLength={50}
            />
            <div className={s.row}>
              <input
                className={s.control}
                type="number"
                name="year_min"
                defaultValue={state.year_min ?? ''}
                placeholder="Year from"
                aria-label="Year from"
                min={1950}
                max={2100}
              />
              <input
                className={s.control}
                type="number"
                name="year_max"
                defaultValue={state.year_max ?? ''}
                placeholder="Year to"
                aria-label="Year to"
                min={1950}
                max={2100}
              />
            </div>
            <input
              className={s.control}
              type="number"
              name="mileage_max"
              defaultValue={state.mileage_max ?? ''}
              placeholder="Max mileage (km)"
              aria-label="Maximum mileage in km"
              min={0}
            />
            <select name="transmission" className={s.control} defaultValue={state.transmission ?? ''} aria-label="Transmission">
              <option value="">Any transmission</option>
              <option value="manual">Manual</option>
              <option value="automatic">Automatic</option>
            </select>
            <select name="fuel" className={s.control} defaultValue={state.fuel ?? ''} aria-label="Fuel">
              <option value="">Any fuel</option>
              <option value="petrol">Petrol</option>
              <option value="diesel">Diesel</option>
            </select>
          </Group>
        ) : null}
        {has('price') ? (
          <Group legend="Price (US$)">
            <div className={s.row}>
              <input
                className={s.control}
                type="number"
                name="min"
                min={0}
                step="0.01"
                defaultValue={state.min !== undefined ? state.min / 100 : ''}
                placeholder={facets.price.min ? `From ${Math.floor(facets.price.min.amountCents / 100)}` : 'Min'}
                aria-label="Minimum price"
              />
              <input
                className={s.control}
                type="number"
                name="max"
                min={0}
                step="0.01"
                defaultValue={state.max !== undefined ? state.max / 100 : ''}
                placeholder={facets.price.max ? `To ${Math.ceil(facets.price.max.amountCents / 100)}` : 'Max'}
                aria-label="Maximum price"
              />
            </div>
          </Group>
        ) : null}
        {has('sale') ? (
          <Group legend="Type of sale">
            {SALE_TYPE_OPTIONS.map((o) => (
              <Check
                key={o.value}
                name="sale"
                value={o.value}
                checked={state.sale.includes(o.value)}
                count={facets.saleTypes.find((f) => f.value.toUpperCase() === o.value)?.count ?? 0}
              >
                {o.label}
              </Check>
            ))}
          </Group>
        ) : null}
        {has('kind') && facets.kinds.length > 1 ? (
          <Group legend="Kind">
            {facets.kinds.map((k) => (
              <Check key={k.value} name="kind" value={k.value} checked={state.kind.includes(k.value as never)} count={k.count}>
                {kindLabel[k.value] ?? k.value}
              </Check>
            ))}
          </Group>
        ) : null}
        {has('attributes')
          ? facets.attributes
              .filter((a) => a.terms.some((t) => t.count > 0))
              .map((a) => (
                <Group key={a.id} legend={a.name}>
                  {a.terms
                    .filter((t) => t.count > 0 || state.attr.includes(`${a.slug}:${t.slug}`))
                    .map((t) => (
                      <Check
                        key={t.id}
                        name="attr"
                        value={`${a.slug}:${t.slug}`}
                        checked={state.attr.includes(`${a.slug}:${t.slug}`)}
                        count={t.count}
                      >
                        {t.name}
                      </Check>
                    ))}
                </Group>
              ))
          : null}
        <button type="submit" className={button()}>
          Show results
        </button>
      </Form>
    </details>
  );
}
