/**
 * One buyer request, answered as the active business (the public request page's answer form, with the
 * business fixed and only this business's products to pick from).
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import { ProductPicker } from '~/features/offers/product-picker';
import { RequestPhotos } from '~/features/requests/request-photos';
import type { BuyerRequestsListRoute_DetailQuery } from '~/graphql/generated/graphql';
import { formatMoney } from '~/lib/money';
import type { InboxActionResult } from './inbox-actions.server';
import type { RequestPanelText } from './inbox-text';

type Detail = NonNullable<BuyerRequestsListRoute_DetailQuery['buyerRequest']>;
type Business = NonNullable<BuyerRequestsListRoute_DetailQuery['viewer']>['businesses'][number];

/** `text`: the panel's words in the page's language (inbox-text.server.ts requestPanelText). */
export function RequestPanel({
  detail,
  business,
  result,
  text: w,
}: {
  detail: Detail;
  business: Business | null;
  result?: InboxActionResult;
  text: RequestPanelText;
}) {
  const r = detail.request;
  const answered = business ? detail.responses.filter((a) => a.store.id === business.id) : [];
  const kept = result?.values?.intent === 'request' ? result.values : undefined;
  return (
    <section aria-label={w.label}>
      <h2 translate="no">{r.title}</h2>
      <p className={layoutStyles.muted}>
        <span translate="no">{r.categoryName}</span> · <span translate="no">{r.city}</span> · {w.budget ? `${w.budget} · ` : ''}
        {w.by} · {w.at}
      </p>
      <p translate="no">{r.description}</p>
      <RequestPhotos photos={r.photos} title={r.title} label={w.photos} />
      {answered.map((a) => (
        <p key={a.id}>
          <strong>{w['requests.yourAnswer']}</strong>
          {a.price ? ` · ${formatMoney(a.price.amountCents, a.price.currency)}` : ''}: <span translate="no">{a.message}</span>
        </p>
      ))}
      {r.status !== 'open' ? <p className={layoutStyles.muted}>{w['requests.closedNote']}</p> : null}
      {r.status === 'open' && answered.length === 0 && business && !detail.isOwner ? (
        <Form method="post" className={formStyles.form} aria-label={w['requests.answerForm']}>
          <FormAlert>{kept ? result?.error : null}</FormAlert>
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="requestId" value={r.id} />
          <p>{w.answeringAs}</p>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w['requests.yourAnswer']}</span>
            <textarea
              className={formStyles.input}
              name="message"
              rows={3}
              required
              minLength={5}
              maxLength={1000}
              defaultValue={kept?.message ?? ''}
            />
          </label>
          <ProductPicker businesses={[business]} text={w.picker} />
          <Field
            label={w['requests.yourPrice']}
            name="price"
            type="number"
            min="0.01"
            step="0.01"
            inputMode="decimal"
            defaultValue={kept?.price ?? ''}
          />
          <button className={button()} type="submit">
            {w['requests.sendAnswer']}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
