/**
 * The courier and tracking number of a delivery order (issue 31), on the store's order page. A plain form: it works
 * without JavaScript, keeps what was typed when refused, and says where the buyer sees it. Common couriers are
 * suggested (a datalist), any other may be typed.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, type FieldErrors } from '~/components/form';
import { SuggestField } from '~/components/suggest-field';
import * as s from './vendor-orders.css';

export type ShipmentState =
  | { status: 'success'; message: string }
  | { status: 'failed'; message: string | null; errors: FieldErrors; values: { courier: string; trackingNumber: string } }
  | undefined;

const COURIERS = ['ZimPost EMS', 'DHL Express', 'FedEx Express', 'Aramex', 'Bus parcel', 'Own delivery driver'];

interface Props {
  shipment: { courier: string; trackingNumber: string } | null;
  result: ShipmentState;
}

export function ShipmentForm({ shipment, result }: Props) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'shipment';
  const failed = result?.status === 'failed' ? result : null;
  const values = failed?.values ?? { courier: shipment?.courier ?? '', trackingNumber: shipment?.trackingNumber ?? '' };
  return (
    <section className={s.card} aria-labelledby="order-shipment-title">
      <h2 id="order-shipment-title">Courier and tracking</h2>
      <div role="status" aria-live="polite">
        {pending ? <p className={s.muted}>Saving…</p> : result?.status === 'success' ? <FormNotice>{result.message}</FormNotice> : null}
      </div>
      {!pending && failed?.message ? <FormAlert>{failed.message}</FormAlert> : null}
      <Form method="post" className={s.stack} aria-label="Courier and tracking">
        <input type="hidden" name="intent" value="shipment" />
        <SuggestField
          label="Courier"
          name="courier"
          listId="couriers"
          suggestions={COURIERS}
          maxLength={60}
          defaultValue={values.courier}
          error={failed?.errors.courier}
        />
        <Field
          label="Tracking number"
          name="trackingNumber"
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          defaultValue={values.trackingNumber}
          error={failed?.errors.trackingNumber}
          hint="The buyer sees both on their order and when tracking it. Leave both empty to remove them."
        />
        <button type="submit" className={button({ tone: 'secondary' })} disabled={pending} aria-disabled={pending || undefined}>
          {pending ? 'Saving…' : shipment ? 'Update courier and tracking' : 'Save courier and tracking'}
        </button>
      </Form>
    </section>
  );
}
