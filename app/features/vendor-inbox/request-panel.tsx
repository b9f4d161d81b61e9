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
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import type { InboxActionResult } from './inbox-actions.server';

type Detail = NonNullable<BuyerRequestsListRoute_DetailQuery['buyerRequest']>;
type Business = NonNullable<BuyerRequestsListRoute_DetailQuery['viewer']>['businesses'][number];

export function RequestPanel({ detail, business, result }: { detail: Detail; business: Business | null; result?: InboxActionResult }) {
  const r = detail.request;
  const answered = business ? detail.responses.filter((a) => a.store.id === business.id) : [];
  const kept = result?.values?.intent === 'request' ? result.values : undefined;
  return (
    <section aria-label={`Buyer request: ${r.title}`}>
      <h2>{r.title}</h2>
      <p className={layoutStyles.muted}>
        {r.categoryName} · {r.city} · {r.budget ? `budget ${formatMoney(r.budget.amountCents, r.budget.currency)} · ` : ''}by {r.ownerName} ·{' '}
        {formatHarareDateTime(r.createdAt)}
      </p>
      <p>{r.description}</p>
      <RequestPhotos photos={r.photos} title={r.title} />
      {answered.map((a) => (
        <p key={a.id}>
          <strong>Your answer</strong>
          {a.price ? ` · ${formatMoney(a.price.amountCents, a.price.currency)}` : ''}: {a.message}
        </p>
      ))}
      {r.status !== 'open' ? <p className={layoutStyles.muted}>This request is closed.</p> : null}
      {r.status === 'open' && answered.length === 0 && business && !detail.isOwner ? (
        <Form method="post" className={formStyles.form} aria-label="Answer this request">
          <FormAlert>{kept ? result?.error : null}</FormAlert>
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="requestId" value={r.id} />
          <p>Answering as {business.name}</p>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Your answer</span>
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
          <ProductPicker businesses={[business]} />
          <Field
            label="Your price in US$ (optional)"
            name="price"
            type="number"
            min="0.01"
            step="0.01"
            inputMode="decimal"
            defaultValue={kept?.price ?? ''}
          />
          <button className={button()} type="submit">
            Send answer
          </button>
        </Form>
      ) : null}
    </section>
  );
}
