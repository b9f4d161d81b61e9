/**
 * The courier and tracking number of a delivery order (issue 31), on the store's order page. A plain form: it works
 * without JavaScript, keeps what was typed when refused, and says where the buyer sees it. Common couriers are
 * suggested (a datalist), any other may be typed.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, type FieldErrors } from '~/components/form';
import { SuggestField } from '~/components/suggest-field';
import type { OrderText } from './vendor-orders-text';
import * as s from './vendor-orders.css';

export type ShipmentState =
  | { status: 'success'; message: string }
  | { status: 'failed'; message: string | null; errors: FieldErrors; values: { courier: string; trackingNumber: string } }
  | undefined;

const COURIERS = ['ZimPost EMS', 'DHL Express', 'FedEx Express', 'Aramex', 'Bus parcel', 'Own delivery driver'];

interface Props {
  shipment: { courier: string; trackingNumber: string } | null;
  result: ShipmentState;
  text: OrderText;
}

export function ShipmentForm({ shipment, result, text: w }: Props) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'shipment';
  const failed = result?.status === 'failed' ? result : null;
  const values = failed?.values ?? { courier: shipment?.courier ?? '', trackingNumber: shipment?.trackingNumber ?? '' };
  return (
    <section className={s.card} aria-labelledby="order-shipment-title">
      <h2 id="order-shipment-title">{w['vendorOrders.shipmentTitle']}</h2>
      <div role="status" aria-live="polite">
        {pending ? (
          <p className={s.muted}>{w['vendorOrders.saving']}</p>
        ) : result?.status === 'success' ? (
          <FormNotice>{result.message}</FormNotice>
        ) : null}
      </div>
      {!pending && failed?.message ? <FormAlert>{failed.message}</FormAlert> : null}
      <Form method="post" className={s.stack} aria-label={w['vendorOrders.shipmentTitle']}>
        <input type="hidden" name="intent" value="shipment" />
        <SuggestField
          label={w['vendorOrders.courier']}
          name="courier"
          listId="couriers"
          suggestions={COURIERS}
          maxLength={60}
          defaultValue={values.courier}
          error={failed?.errors.courier}
        />
        <Field
          label={w['vendorOrders.trackingNumber']}
          name="trackingNumber"
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          defaultValue={values.trackingNumber}
          error={failed?.errors.trackingNumber}
          hint={w['vendorOrders.shipmentHint']}
        />
        <button type="submit" className={button({ tone: 'secondary' })} disabled={pending} aria-disabled={pending || undefined}>
          {pending ? w['vendorOrders.saving'] : shipment ? w['vendorOrders.shipmentUpdate'] : w['vendorOrders.shipmentSave']}
        </button>
      </Form>
    </section>
  );
}
