/**
 * One offer (`/account/inbox/offers/{offerId}`): the product, every move so far, and — when it is your move —
 * accept, turn down or counter; the buyer may withdraw while it is open. Someone else's offer is not found.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { AgreedPrice, isOpenOffer, OfferDetails } from '~/features/offers/offer-details';
import { ShareOfferLink } from '~/features/offers/share-offer-link';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { OfferQuery, RespondToOfferMutation } from '~/graphql/queries/offers.server';
import { accountNavText, moneyIn } from '~/features/account/account-text.server';
import { offerViewText } from '~/features/offers/offers-text.server';
import { pick, requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text['offers.offerMetaTitle'] ?? 'Offer — Musika' }];

const KEYS = [
  'offers.offerMetaTitle',
  'offers.answerForm',
  'offers.message',
  'offers.counter',
  'offers.sendCounter',
  'offers.turnDown',
  'offers.withdraw',
  'offers.waiting',
] as const;

function offerId(params: { offerId?: string }) {
  const id = params.offerId ?? '';
  if (!/^\d{1,12}$/.test(id)) throw notFound();
  return id;
}

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { offer } = await query(args.context, args.request, OfferQuery, { id: offerId(args.params) });
  const view = invariantFound(offer, 'Offer not found');
  // The link the store can send the buyer by WhatsApp or SMS: it opens the offer with the buyer's phone, no login.
  const { language, t } = requestTranslator(args.request);
  return {
    view,
    link: `${new URL(args.request.url).origin}${href('offer-link', { uuid: view.offer.uuid })}`,
    title: t('offers.offerTitle', { product: view.offer.product.name }),
    accept: t('offers.accept', { amount: moneyIn(language, view.offer.amount) }),
    offerText: offerViewText(t, language, view),
    text: pick(t, KEYS),
    nav: accountNavText(t),
  };
}

const respondForm = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED', 'COUNTERED', 'WITHDRAWN']),
  role: z.enum(['BUYER', 'SELLER']),
  counter: z.string().optional(),
  message: z.string().trim().max(500, 'offers.errorMessageLong').optional(),
});

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const id = offerId(args.params);
  const parsed = respondForm.safeParse(Object.fromEntries(await args.request.formData()));
  const { t } = requestTranslator(args.request);
  if (!parsed.success) return data({ error: translateMessage(t, parsed.error.issues[0].message) }, { status: 400 });
  const counter = parsed.data.counter ? Math.round(Number(parsed.data.counter) * 100) : undefined;
  if (parsed.data.status === 'COUNTERED' && !(counter && counter > 0)) return data({ error: t('offers.errorCounter') }, { status: 400 });
  const { respondToOffer } = await mutate(args.context, args.request, RespondToOfferMutation, {
    input: { offerId: id, status: parsed.data.status, role: parsed.data.role, counterOfferCents: counter, message: parsed.data.message },
  });
  if (!respondToOffer.view) {
    const refusal = respondToOffer.userErrors[0]?.message;
    return data({ error: refusal ? translateMessage(t, refusal) : t('offers.errorFailed') }, { status: 400 });
  }
  throw redirect(href('inbox-offer', { offerId: id }));
}

export default function InboxOffer() {
  const { view, link, title, accept, offerText, text, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { offer } = view;
  const can = (a: string) => view.allowedActions.includes(a as never);
  return (
    <AccountLayout title={title} nav={nav}>
      <OfferDetails view={view} text={offerText} />
      <AgreedPrice view={view} buyHref={`${href('checkout')}?offer=${offer.id}`} ordersHref={href('orders')} text={offerText} />
      {view.yourRole === 'SELLER' && (isOpenOffer(offer.status) || offer.status === 'ACCEPTED') ? <ShareOfferLink offer={offer} link={link} /> : null}
      {view.allowedActions.length > 0 ? (
        <Form method="post" className={formStyles.form} aria-label={text['offers.answerForm']}>
          <FormAlert>{result?.error}</FormAlert>
          <input type="hidden" name="role" value={view.yourRole} />
          <label className={formStyles.field}>
            <span className={formStyles.label}>{text['offers.message']}</span>
            <input className={formStyles.input} name="message" maxLength={500} />
          </label>
          {can('COUNTERED') ? (
            <label className={formStyles.field}>
              <span className={formStyles.label}>{text['offers.counter']}</span>
              <input className={formStyles.input} type="number" name="counter" min="0.01" step="0.01" inputMode="decimal" />
            </label>
          ) : null}
          <div className={formStyles.links}>
            {can('ACCEPTED') ? (
              <button className={button()} type="submit" name="status" value="ACCEPTED" disabled={busy}>
                {accept}
              </button>
            ) : null}
            {can('COUNTERED') ? (
              <button className={button({ tone: 'secondary' })} type="submit" name="status" value="COUNTERED" disabled={busy}>
                {text['offers.sendCounter']}
              </button>
            ) : null}
            {can('REJECTED') ? (
              <button className={button({ tone: 'secondary' })} type="submit" name="status" value="REJECTED" disabled={busy}>
                {text['offers.turnDown']}
              </button>
            ) : null}
            {can('WITHDRAWN') ? (
              <button className={button({ tone: 'secondary' })} type="submit" name="status" value="WITHDRAWN" disabled={busy}>
                {text['offers.withdraw']}
              </button>
            ) : null}
          </div>
        </Form>
      ) : isOpenOffer(offer.status) ? (
        <p className={layoutStyles.muted}>{text['offers.waiting']}</p>
      ) : null}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
