/**
 * The create-order form (works without JavaScript): the business's products with a quantity each (one per
 * variation), the customer with the +263 phone field, and delivery (address) or collection.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles, PhoneField } from '~/components/form';
import type { CreateOrderText } from './vendor-orders-text';
import * as s from './vendor-orders.css';

export interface PickableProduct {
  id: string;
  name: string;
  /** Price and stock as the page says them (create-order route's loader, in the page's language). */
  sub?: string;
  price: { amountCents: number; currency: string };
  stockQuantity?: number | null;
  variations: { id: string; name: string; price: { amountCents: number; currency: string }; stockQuantity?: number | null; sub?: string }[];
}

interface Props {
  products: PickableProduct[];
  idempotencyKey: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  text: CreateOrderText;
}

function QtyRow({ name, label, sub, value, soldOut }: { name: string; label: string; sub: string; value: string | undefined; soldOut: boolean }) {
  return (
    <div className={s.productRow}>
      <label htmlFor={name}>
        <span translate="no">{label}</span>
        <br />
        <span className={s.muted}>{sub}</span>
      </label>
      <input
        className={s.qty}
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={99}
        defaultValue={value ?? '0'}
        disabled={soldOut}
      />
    </div>
  );
}

export function CreateOrderForm({ products, idempotencyKey, errors, values, text: w }: Props) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  const fulfilment = values.fulfilment ?? 'collection';
  return (
    <Form method="post" className={formStyles.form} noValidate>
      <input type="hidden" name="idempotencyKey" value={values.idempotencyKey ?? idempotencyKey} />
      <FormAlert>{errors.form}</FormAlert>
      <fieldset className={s.card}>
        <legend>{w['vendorOrders.createProducts']}</legend>
        {errors.items ? (
          <p className={formStyles.error} role="alert">
            {errors.items}
          </p>
        ) : null}
        {products.length === 0 ? <p>{w['vendorOrders.createNoProducts']}</p> : null}
        {products.map((p) =>
          p.variations.length === 0 ? (
            <QtyRow
              key={p.id}
              name={`qty:${p.id}:0`}
              label={p.name}
              sub={p.sub ?? ''}
              value={values[`qty:${p.id}:0`]}
              soldOut={p.stockQuantity !== null && p.stockQuantity !== undefined && p.stockQuantity <= 0}
            />
          ) : (
            p.variations.map((v) => (
              <QtyRow
                key={`${p.id}-${v.id}`}
                name={`qty:${p.id}:${v.id}`}
                label={`${p.name} — ${v.name}`}
                sub={v.sub ?? ''}
                value={values[`qty:${p.id}:${v.id}`]}
                soldOut={(v.stockQuantity ?? p.stockQuantity ?? 1) <= 0}
              />
            ))
          ),
        )}
      </fieldset>
      <fieldset className={s.card}>
        <legend>{w['vendorOrders.customer']}</legend>
        <Field
          label={w['vendorOrders.createName']}
          name="name"
          defaultValue={values.name}
          error={errors.name}
          required
          maxLength={100}
          autoComplete="off"
        />
        <PhoneField label={w['vendorOrders.createPhone']} name="phone" defaultValue={values.phone} error={errors.phone} />
        <Field label={w['vendorOrders.createEmail']} name="email" type="email" defaultValue={values.email} error={errors.email} maxLength={254} />
      </fieldset>
      <fieldset className={s.card}>
        <legend>{w['vendorOrders.createHow']}</legend>
        <div className={s.choices}>
          <label className={s.choice}>
            <input type="radio" name="fulfilment" value="collection" defaultChecked={fulfilment === 'collection'} />{' '}
            {w['vendorOrders.createCollection']}
          </label>
          <label className={s.choice}>
            <input type="radio" name="fulfilment" value="delivery" defaultChecked={fulfilment === 'delivery'} /> {w.delivery}
          </label>
        </div>
        {errors.fulfilment ? <p className={formStyles.error}>{errors.fulfilment}</p> : null}
        <Field label={w['vendorOrders.createStreet']} name="address1" defaultValue={values.address1} error={errors.address1} maxLength={200} />
        <Field label={w['vendorOrders.createSuburb']} name="suburb" defaultValue={values.suburb} error={errors.suburb} maxLength={100} />
        <Field label={w['vendorOrders.createCity']} name="city" defaultValue={values.city} error={errors.city} maxLength={100} />
        <Field label={w['vendorOrders.createNotes']} name="notes" defaultValue={values.notes} error={errors.notes} maxLength={1000} />
      </fieldset>
      <button type="submit" className={button()} disabled={pending}>
        {pending ? w['vendorOrders.createCreating'] : w['vendorOrders.createOrder']}
      </button>
    </Form>
  );
}
