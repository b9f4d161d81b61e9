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
import { href } from '~/routes';
import * as s from './admin-shell.css';
import { ActionButton, ResultAlert, resultFor, TextArea, type SiteContentResult } from './site-content-forms';
import * as sc from './site-content.css';

/** The centre's fields as the form posts them (the contract's names). */
export const CENTRE_FIELDS = ['name', 'description', 'streetAddress', 'suburb', 'city', 'lat', 'lng', 'hours', 'parking', 'image'] as const;

type Opened = NonNullable<AdminContent_CentreQuery['adminShoppingCentre']>;

export function CentreForm({ centre, result }: { centre?: Opened['centre']; result?: SiteContentResult }) {
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
    <Form method="post" className={sc.form} aria-label={centre ? `Edit ${centre.name}` : 'New shopping centre'}>
      <ResultAlert result={mine} />
      <input type="hidden" name="id" value={centre?.id ?? ''} />
      {field('name', 'Name', { required: true, maxLength: 80 })}
      <TextArea label="Description" name="description" defaultValue={value('description')} error={e.description} maxLength={1000} />
      <div className={sc.row}>
        {field('streetAddress', 'Street address', { required: true, maxLength: 120 })}
        {field('suburb', 'Suburb', { maxLength: 60 })}
        {field('city', 'City', { required: true, maxLength: 60 })}
      </div>
      <div className={sc.row}>
        {field('lat', 'Latitude', { required: true, inputMode: 'decimal', placeholder: '-17.83' })}
        {field('lng', 'Longitude', { required: true, inputMode: 'decimal', placeholder: '31.05' })}
      </div>
      <div className={sc.row}>
        {field('hours', 'Opening hours', { maxLength: 120 })}
        {field('parking', 'Parking', { maxLength: 200 })}
      </div>
      {field('image', 'Picture address (optional)', { placeholder: '/images/… or https://…', maxLength: 300 })}
      <div className={sc.actions}>
        <button className={button({})} type="submit">
          {centre ? 'Save the centre' : 'Save as a draft'}
        </button>
        {centre ? <Link to={href('admin-content-centres')}>Close</Link> : null}
      </div>
    </Form>
  );
}

export function CentreStores({ opened, result }: { opened: Opened; result?: SiteContentResult }) {
  const mine = resultFor(result, `link-${opened.centre.id}`);
  return (
    <section className={sc.section} aria-labelledby="centre-stores">
      <h3 id="centre-stores">Stores in {opened.centre.name}</h3>
      {opened.stores.length === 0 ? (
        <Empty>No stores are linked yet.</Empty>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <tbody>
              {opened.stores.map((store) => (
                <tr key={store.businessId}>
                  <td className={s.cell}>
                    {store.name} {store.status === 'publish' ? '' : <span className={sc.muted}>({store.status}: not shown)</span>}
                  </td>
                  <td className={s.cell}>{store.unit}</td>
                  <td className={s.cell}>
                    <ActionButton
                      fields={{ intent: 'unlink', id: opened.centre.id, businessId: store.businessId }}
                      label="Unlink"
                      name={`Unlink ${store.name}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className={sc.form} aria-label="Link a store">
        <ResultAlert result={mine} />
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="id" value={opened.centre.id} />
        <div className={sc.row}>
          <Field
            label="Store’s web name or address"
            name="store"
            id="link-store"
            defaultValue={mine?.values.store}
            error={mine?.errors.store}
            placeholder="/vendor/…"
            required
          />
          <Field label="Shop number" name="unit" id="link-unit" defaultValue={mine?.values.unit} error={mine?.errors.unit} maxLength={30} />
        </div>
        <div>
          <button className={button({ tone: 'secondary' })} type="submit">
            Link the store
          </button>
        </div>
      </Form>
    </section>
  );
}
