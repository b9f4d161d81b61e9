/**
 * One offer on the active business's product, answered as the store: accept, counter or turn down (the
 * account inbox's form, with the seller role fixed). Works as a plain form post.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import { AgreedPrice, isOpenOffer, OfferDetails } from '~/features/offers/offer-details';
import type { OfferViewPartsFragment } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import type { InboxActionResult } from './inbox-actions.server';
import type { OfferPanelText } from './inbox-text';

/** `text`: the panel's words in the page's language (inbox-text.server.ts offerPanelText). */
export function OfferPanel({ view, result, text: w }: { view: OfferViewPartsFragment; result?: InboxActionResult; text: OfferPanelText }) {
  const busy = useNavigation().state !== 'idle';
  const { offer } = view;
  const can = (a: string) => view.allowedActions.includes(a as never);
  const kept = result?.values?.intent === 'offer' ? result.values : undefined;
  return (
    <section aria-label={w.title}>
      <h2>{w.title}</h2>
      <OfferDetails view={view} text={w.view ?? undefined} />
      <AgreedPrice view={view} buyHref={href('checkout')} ordersHref={href('dashboard')} text={w.view ?? undefined} />
      {can('ACCEPTED') || can('COUNTERED') || can('REJECTED') ? (
        <Form method="post" className={formStyles.form} aria-label={w.form}>
          <FormAlert>{kept ? result?.error : null}</FormAlert>
          <input type="hidden" name="intent" value="offer" />
          <input type="hidden" name="offerId" value={offer.id} />
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.messageTo}</span>
            <input className={formStyles.input} name="message" maxLength={500} defaultValue={kept?.message ?? ''} />
          </label>
          {can('COUNTERED') ? (
            <label className={formStyles.field}>
              <span className={formStyles.label}>{w.counter}</span>
              <input
                className={formStyles.input}
                type="number"
                name="counter"
                min="0.01"
                step="0.01"
                inputMode="decimal"
                defaultValue={kept?.counter ?? ''}
              />
            </label>
          ) : null}
          <div className={formStyles.links}>
            {can('ACCEPTED') ? (
              <button className={button()} type="submit" name="status" value="ACCEPTED" disabled={busy}>
                {w.accept}
              </button>
            ) : null}
            {can('COUNTERED') ? (
              <button className={button({ tone: 'secondary' })} type="submit" name="status" value="COUNTERED" disabled={busy}>
                {w.sendCounter}
              </button>
            ) : null}
            {can('REJECTED') ? (
              <button className={button({ tone: 'secondary' })} type="submit" name="status" value="REJECTED" disabled={busy}>
                {w.turnDown}
              </button>
            ) : null}
          </div>
        </Form>
      ) : isOpenOffer(offer.status) ? (
        <p className={layoutStyles.muted}>{w.waiting}</p>
      ) : null}
    </section>
  );
}
