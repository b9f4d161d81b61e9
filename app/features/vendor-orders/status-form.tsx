/**
 * The order's status change, with the update's own status (spec §4): pending while it is sent (JavaScript),
 * then success or failed — rendered by the server from the action's answer, so it shows without JavaScript too.
 * Only the moves the order allows next are offered; a refused move (e.g. it changed meanwhile) says why.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import type { OrderStatus } from '~/graphql/generated/graphql';
import type { StatusFormText } from './vendor-orders-text';
import * as s from './vendor-orders.css';

export type UpdateState = { status: 'success'; message: string } | { status: 'failed'; message: string } | undefined;

export function StatusForm({ next, result, text }: { next: readonly OrderStatus[]; result: UpdateState; text: StatusFormText }) {
  const w = text.words;
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'status';
  return (
    <section className={s.card} aria-labelledby="order-status-title">
      <h2 id="order-status-title">{text.heading}</h2>
      <div role="status" aria-live="polite">
        {pending ? (
          <p className={s.muted}>{w['vendorOrders.updating']}</p>
        ) : result?.status === 'success' ? (
          <FormNotice>{result.message}</FormNotice>
        ) : null}
      </div>
      {!pending && result?.status === 'failed' ? <FormAlert>{result.message}</FormAlert> : null}
      {next.length === 0 ? (
        <p className={s.muted}>{text.final}</p>
      ) : (
        <Form method="post" className={s.stack}>
          <input type="hidden" name="intent" value="status" />
          <fieldset className={s.choices}>
            <legend>{w['vendorOrders.moveTo']}</legend>
            {next.map((status, i) => (
              <label key={status} className={s.choice}>
                <input type="radio" name="status" value={status} defaultChecked={i === 0} required />
                {/* One line of text beside the radio: as two flex items the status word broke mid-word at 360 px. */}
                <span>
                  {text.labels[status]}
                  {text.hints[status] ? <span className={s.muted}> ({text.hints[status]})</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={button()} disabled={pending} aria-disabled={pending || undefined}>
            {pending ? w['vendorOrders.updatingButton'] : w['vendorOrders.updateStatus']}
          </button>
        </Form>
      )}
    </section>
  );
}
