/**
 * The filter panel: a GET form, so filters live in the URL and work without JavaScript ("Show results").
 * With JavaScript every change submits at once (text after a pause) and results update without a reload.
 */
import { Form, useSubmit } from '@remix-run/react';
import { useEffect, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { button } from '~/components/button.css';
import type { SearchRoute_SearchQuery } from '~/graphql/generated/graphql';
import { useCardText } from '~/features/money/zwg-rate';
import { fill } from '~/lib/i18n/fill';
import { NearYouControls } from './near-you-controls';
import { SALE_TYPE_OPTIONS, type SearchState } from './search-url';
import type { FilterControl } from './screens';
import type { FilterText } from './search-text';
import * as s from './search-page.css';

type Facets = Omit<SearchRoute_SearchQuery['searchFacets'], 'categories'> & {
  /** Names in the page's language; `raw`: left as stored (category-names.server.ts). */
  categories: (SearchRoute_SearchQuery['searchFacets']['categories'][number] & { raw?: boolean })[];
};

const SALE_KEYS = { DEALS: 'search.saleDeals', PROMOTED: 'search.saleFeatured', AUCTION: 'search.saleAuctions', HIRE: 'search.saleHire' } as const;
const PROPERTY_KEYS = {
  house: 'search.propertyHouse',
  flat: 'search.propertyFlat',
  stand: 'search.propertyStand',
  commercial: 'search.propertyCommercial',
} as const;

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

function Group({ legend, children, raw }: { legend: string; children: ReactNode; raw?: boolean }) {
  return (
    <fieldset className={s.group}>
      <legend className={s.legend} translate={raw ? 'no' : undefined}>
        {legend}
      </legend>
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
  text,
}: {
  text: FilterText;
  action: string;
  state: SearchState;
  facets: Facets;
  controls: FilterControl[];
  nearYou: boolean;
}) {
  const submit = useSubmit();
  const { card } = useCardText();
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
      <summary className={s.panelSummary}>{active ? fill(text['search.filtersActive'], { count: active }) : text['search.filters']}</summary>
      <Form
        id={FILTER_FORM_ID}
        method="get"
        action={action}
        className={s.form}
        onChange={onChange}
        role="search"
        aria-label={text['search.filterLabel']}
      >
        {text.countedNewest ? <p className={s.count}>{text.countedNewest}</p> : null}
        <Group legend={text['search.groupSearch']}>
          <label className="visually-hidden" htmlFor="filter-term">
            {text['search.searchTerm']}
          </label>
          <input
            id="filter-term"
            className={s.control}
            type="search"
            name="term"
            defaultValue={state.term ?? ''}
            maxLength={200}
            placeholder={text['search.termPlaceholder']}
          />
        </Group>
        {/* Carried through every change of filter: the page size and the store the search is limited to. */}
        {(['per_page', 'bID', 'bTerm'] as const).map((name) =>
          state[name] !== undefined ? <input key={name} type="hidden" name={name} value={state[name]} /> : null,
        )}
        {nearYou ? (
          <NearYouControls formId={FILTER_FORM_ID} city={state.city} radius={state.radius} lat={state.lat} lng={state.lng} text={text} />
        ) : null}
        {has('category') && topCategories.length > 0 ? (
          <Group legend={text['search.groupCategory']}>
            <select name="category" className={s.control} defaultValue={state.category ?? ''} aria-label={text['search.groupCategory']}>
              <option value="">{text['search.allCategories']}</option>
              {topCategories.map((c) => (
                <option key={c.id} value={c.slug} translate={c.raw ? 'no' : undefined}>
                  {c.parentId ? '— ' : ''}
                  {c.name} ({c.count})
                </option>
              ))}
            </select>
          </Group>
        ) : null}
        {has('realEstate') ? (
          <Group legend={text['search.groupProperty']}>
            <select name="listing" className={s.control} defaultValue={state.listing ?? ''} aria-label={text['search.saleOrRent']}>
              <option value="">{text['search.saleOrRent']}</option>
              <option value="sale">{text['search.forSale']}</option>
              <option value="rent">{text['search.toRent']}</option>
            </select>
            <select name="property" className={s.control} defaultValue={state.property ?? ''} aria-label={text['search.propertyType']}>
              <option value="">{text['search.anyPropertyType']}</option>
              {(['house', 'flat', 'stand', 'commercial'] as const).map((t) => (
                <option key={t} value={t}>
                  {text[PROPERTY_KEYS[t]]}
                </option>
              ))}
            </select>
            <select name="bedrooms" className={s.control} defaultValue={state.bedrooms?.toString() ?? ''} aria-label={text['search.bedrooms']}>
              <option value="">{text['search.anyBedrooms']}</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {fill(text['search.bedroomsAtLeast'], { count: n })}
                </option>
              ))}
            </select>
          </Group>
        ) : null}
        {has('vehicle') ? (
          <Group legend={text['search.groupVehicle']}>
            <select name="make" className={s.control} defaultValue={state.make ?? ''} aria-label={text['search.make']}>
              <option value="">{text['search.anyMake']}</option>
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
              placeholder={text['search.modelPlaceholder']}
              aria-label={text['search.model']}
              maxLength={50}
            />
            <div className={s.row}>
              <input
                className={s.control}
                type="number"
                name="year_min"
                defaultValue={state.year_min ?? ''}
                placeholder={text['search.yearFrom']}
                aria-label={text['search.yearFrom']}
                min={1950}
                max={2100}
              />
              <input
                className={s.control}
                type="number"
                name="year_max"
                defaultValue={state.year_max ?? ''}
                placeholder={text['search.yearTo']}
                aria-label={text['search.yearTo']}
                min={1950}
                max={2100}
              />
            </div>
            <input
              className={s.control}
              type="number"
              name="mileage_max"
              defaultValue={state.mileage_max ?? ''}
              placeholder={text['search.maxMileage']}
              aria-label={text['search.maxMileageLabel']}
              min={0}
            />
            <select name="transmission" className={s.control} defaultValue={state.transmission ?? ''} aria-label={text['search.transmission']}>
              <option value="">{text['search.anyTransmission']}</option>
              <option value="manual">{text['search.manual']}</option>
              <option value="automatic">{text['search.automatic']}</option>
            </select>
            <select name="fuel" className={s.control} defaultValue={state.fuel ?? ''} aria-label={text['search.fuel']}>
              <option value="">{text['search.anyFuel']}</option>
              <option value="petrol">{text['search.petrol']}</option>
              <option value="diesel">{text['search.diesel']}</option>
            </select>
          </Group>
        ) : null}
        {has('price') ? (
          <Group legend={text['search.groupPrice']}>
            <div className={s.row}>
              <input
                className={s.control}
                type="number"
                name="min"
                min={0}
                step="0.01"
                defaultValue={state.min !== undefined ? state.min / 100 : ''}
                placeholder={
                  facets.price.min ? fill(text['search.priceFrom'], { amount: Math.floor(facets.price.min.amountCents / 100) }) : text['search.min']
                }
                aria-label={text['search.minPrice']}
              />
              <input
                className={s.control}
                type="number"
                name="max"
                min={0}
                step="0.01"
                defaultValue={state.max !== undefined ? state.max / 100 : ''}
                placeholder={
                  facets.price.max ? fill(text['search.priceTo'], { amount: Math.ceil(facets.price.max.amountCents / 100) }) : text['search.max']
                }
                aria-label={text['search.maxPrice']}
              />
            </div>
          </Group>
        ) : null}
        {has('sale') ? (
          <Group legend={text['search.groupSale']}>
            {SALE_TYPE_OPTIONS.map((o) => (
              <Check
                key={o.value}
                name="sale"
                value={o.value}
                checked={state.sale.includes(o.value)}
                count={facets.saleTypes.find((f) => f.value.toUpperCase() === o.value)?.count ?? 0}
              >
                {text[SALE_KEYS[o.value]]}
              </Check>
            ))}
          </Group>
        ) : null}
        {has('kind') && facets.kinds.length > 1 ? (
          <Group legend={text['search.groupKind']}>
            {facets.kinds.map((k) => (
              <Check key={k.value} name="kind" value={k.value} checked={state.kind.includes(k.value as never)} count={k.count}>
                {card.kind[k.value] ?? k.value}
              </Check>
            ))}
          </Group>
        ) : null}
        {has('attributes')
          ? facets.attributes
              .filter((a) => a.terms.some((t) => t.count > 0))
              .map((a) => (
                <Group key={a.id} legend={a.name} raw>
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
                        <span translate="no">{t.name}</span>
                      </Check>
                    ))}
                </Group>
              ))
          : null}
        <button type="submit" className={button()}>
          {text['search.showResults']}
        </button>
      </Form>
    </details>
  );
}
