/**
 * One shopping centre on /admin/content/shopping-centres/: its form (new or existing; what was typed comes back
 * with the errors) and its stores, each with an unlink button, and the form that links another store by its web
 * name or storefront address. Plain POST forms handled by the route's action.
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field } from '~/components/form';
import { Empty } from '~/components/layout';
import type { AdminContent_CentreQuery } from '~/graphql/generated/graphql';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';
import * as s from './admin-shell.css';
import { ActionButton, ResultAlert, resultFor, TextArea, type SiteContentResult } from './site-content-forms';
import * as sc from './site-content.css';

/** The centre's fields as the form posts them (the contract's names). */
export const CENTRE_FIELDS = ['name', 'description', 'streetAddress', 'suburb', 'city', 'lat', 'lng', 'hours', 'parking', 'image'] as const;

type Opened = NonNullable<AdminContent_CentreQuery['adminShoppingCentre']>;

/** The words these forms show, finished by the route in the page's language (catalogues/en/admin-site.ts). */
export interface CentreWords {
  editName: string;
  cNew: string;
  wentWrong: string;
  name: string;
  description: string;
  street: string;
  suburb: string;
  city: string;
  lat: string;
  lng: string;
  hours: string;
  parking: string;
  picture: string;
  cSave: string;
  saveDraft: string;
  close: string;
  storesIn: string;
  noStores: string;
  notShown: string;
  unlink: string;
  unlinkName: string;
  linkStore: string;
  storeName: string;
  unit: string;
  linkTheStore: string;
}

export function CentreForm({ w, centre, result }: { w: CentreWords; centre?: Opened['centre']; result?: SiteContentResult }) {
  const key = centre ? `edit-${centre.id}` : 'new';
  const mine = resultFor(result, key);
  const e = mine?.errors ?? {};
  const value = (f: (typeof CENTRE_FIELDS)[number]) => mine?.values[f] ?? (centre ? String(centre[f] ?? '') : '');
  const field = (
    f: (typeof CENTRE_FIELDS)[number],
    label: string,
    extra: { required?: boolean; maxLength?: number; placeholder?: string; inputMode?: 'decimal' } = {},
  ) => <Field label={label} name={f} id={`${key}-${f}`} defaultValue={value(f)} error={e[f]} {...extra} />;
  return (
    <Form method="post" className={sc.form} aria-label={centre ? fill(w.editName, { name: centre.name }) : w.cNew}>
      <ResultAlert result={mine} fallback={w.wentWrong} />
      <input type="hidden" name="id" value={centre?.id ?? ''} />
      {field('name', w.name, { required: true, maxLength: 80 })}
      <TextArea label={w.description} name="description" defaultValue={value('description')} error={e.description} maxLength={1000} />
      <div className={sc.row}>
        {field('streetAddress', w.street, { required: true, maxLength: 120 })}
        {field('suburb', w.suburb, { maxLength: 60 })}
        {field('city', w.city, { required: true, maxLength: 60 })}
      </div>
      <div className={sc.row}>
        {field('lat', w.lat, { required: true, inputMode: 'decimal', placeholder: '-17.83' })}
        {field('lng', w.lng, { required: true, inputMode: 'decimal', placeholder: '31.05' })}
      </div>
      <div className={sc.row}>
        {field('hours', w.hours, { maxLength: 120 })}
        {field('parking', w.parking, { maxLength: 200 })}
      </div>
      {field('image', w.picture, { placeholder: '/images/… or https://…', maxLength: 300 })}
      <div className={sc.actions}>
        <button className={button({})} type="submit">
          {centre ? w.cSave : w.saveDraft}
        </button>
        {centre ? <Link to={href('admin-content-centres')}>{w.close}</Link> : null}
      </div>
    </Form>
  );
}

/** `statusIn`: a store's status code ("pending") in the page's language. */
export function CentreStores({
  w,
  opened,
  result,
  statusIn,
}: {
  w: CentreWords;
  opened: Opened;
  result?: SiteContentResult;
  statusIn: (code: string) => string;
}) {
  const mine = resultFor(result, `link-${opened.centre.id}`);
  return (
    <section className={sc.section} aria-labelledby="centre-stores">
      <h3 id="centre-stores">{fill(w.storesIn, { name: opened.centre.name })}</h3>
      {opened.stores.length === 0 ? (
        <Empty>{w.noStores}</Empty>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <tbody>
              {opened.stores.map((store) => (
                <tr key={store.businessId}>
                  <td className={s.cell}>
                    <span translate="no">{store.name}</span>{' '}
                    {store.status === 'publish' ? '' : <span className={sc.muted}>{fill(w.notShown, { status: statusIn(store.status) })}</span>}
                  </td>
                  <td className={s.cell} translate="no">
                    {store.unit}
                  </td>
                  <td className={s.cell}>
                    <ActionButton
                      fields={{ intent: 'unlink', id: opened.centre.id, businessId: store.businessId }}
                      label={w.unlink}
                      name={fill(w.unlinkName, { name: store.name })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className={sc.form} aria-label={w.linkStore}>
        <ResultAlert result={mine} fallback={w.wentWrong} />
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="id" value={opened.centre.id} />
        <div className={sc.row}>
          <Field
            label={w.storeName}
            name="store"
            id="link-store"
            defaultValue={mine?.values.store}
            error={mine?.errors.store}
            placeholder="/vendor/…"
            required
          />
          <Field label={w.unit} name="unit" id="link-unit" defaultValue={mine?.values.unit} error={mine?.errors.unit} maxLength={30} />
        </div>
        <div>
          <button className={button({ tone: 'secondary' })} type="submit">
            {w.linkTheStore}
          </button>
        </div>
      </Form>
    </section>
  );
}
