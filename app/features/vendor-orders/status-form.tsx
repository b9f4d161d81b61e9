/**
 * The order's status change, with the update's own status (spec §4): pending while it is sent (JavaScript),
 * then success or failed — rendered by the server from the action's answer, so it shows without JavaScript too.
 * Only the moves the order allows next are offered; a refused move (e.g. it changed meanwhile) says why.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import type { OrderStatus } from '~/graphql/generated/graphql';
import { STATUS_HINT, VENDOR_STATUS_LABEL } from './order-status';
import * as s from './vendor-orders.css';

export type UpdateState = { status: 'success'; message: string } | { status: 'failed'; message: string } | undefined;

export function StatusForm({ current, next, result }: { current: OrderStatus; next: readonly OrderStatus[]; result: UpdateState }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'status';
  return (
    <section className={s.card} aria-labelledby="order-status-title">
      <h2 id="order-status-title">Status: {VENDOR_STATUS_LABEL[current]}</h2>
      <div role="status" aria-live="polite">
        {pending ? <p className={s.muted}>Updating the order…</p> : result?.status === 'success' ? <FormNotice>{result.message}</FormNotice> : null}
      </div>
      {!pending && result?.status === 'failed' ? <FormAlert>{result.message}</FormAlert> : null}
      {next.length === 0 ? (
        <p className={s.muted}>This order is {VENDOR_STATUS_LABEL[current].toLowerCase()}: its status cannot change any more.</p>
      ) : (
        <Form method="post" className={s.stack}>
          <input type="hidden" name="intent" value="status" />
          <fieldset className={s.choices}>
            <legend>Move it to</legend>
            {next.map((status, i) => (
              <label key={status} className={s.choice}>
                <input type="radio" name="status" value={status} defaultChecked={i === 0} required />
                {/* One line of text beside the radio: as two flex items the status word broke mid-word at 360 px. */}
                <span>
                  {VENDOR_STATUS_LABEL[status]}
                  {STATUS_HINT[status] ? <span className={s.muted}> ({STATUS_HINT[status]})</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={button()} disabled={pending} aria-disabled={pending || undefined}>
            {pending ? 'Updating…' : 'Update status'}
          </button>
        </Form>
      )}
    </section>
  );
}
