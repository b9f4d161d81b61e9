/**
 * An offer opened from a WhatsApp/SMS link (`/offer/{uuid}`), without logging in: the visitor types the phone
 * number the offer was made with (GET /offer/getOfferByUuid checks it, rate-limited per IP). Once shown, the
 * pair is remembered for an hour so the page reloads and the accepted offer can be bought at its price.
 * Answering (counter, accept, withdraw) needs the buyer's account: the page links to it.
 */
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, PhoneField, formStyles } from '~/components/form';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { OFFER_UUID, readOfferLinkAccess, rememberOfferLinkAccess } from '~/features/offers/offer-link-cookie.server';
import { AgreedPrice, isOpenOffer, OfferDetails } from '~/features/offers/offer-details';
import { graphqlClient } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { OfferByLinkQuery } from '~/graphql/queries/offers.server';
import { loginUrl } from '~/lib/safe-redirect';
import { phoneFromLocalPart } from '~/lib/phone';
import { offerViewText } from '~/features/offers/offers-text.server';
import { pick, requestTranslator, translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.text['offerLink.meta'] ?? 'Your offer — Musika' },
  { name: 'robots', content: 'noindex' },
];

// The page shows a phone number and an offer: never for a shared cache, whoever asks.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Spec §8's message for a failed GET /offer/getOfferByUuid, with what to do about it. */
export const OFFER_LINK_NOT_FOUND = 'Failed to fetch offer. Check that the phone number is the one the offer was made with.';

function uuidOf(params: { uuid?: string }): string {
  const uuid = params.uuid ?? '';
  if (!OFFER_UUID.test(uuid)) throw notFound();
  return uuid;
}

/** The offer for (uuid, phone), or the message to show instead. */
async function fetchOffer(args: LoaderFunctionArgs, uuid: string, phone: string) {
  const client = await graphqlClient(args.context, args.request, { token: null });
  const result = await client.query(OfferByLinkQuery, { uuid, phone });
  const view = result.data?.offerByLink;
  if (view) return { view, error: null };
  const failure = result.error?.graphQLErrors[0];
  if (result.error) console.error('offerByLink failed', result.error.message);
  // A rate limit says so (and when to try again); anything else is the same answer as a wrong phone.
  return { view: null, error: failure?.extensions?.code === 'RATE_LIMITED' ? failure.message : OFFER_LINK_NOT_FOUND };
}

/** A refusal in the page's language: ours (a key), spec §8's not-found, or the API's as worded (a rate limit). */
const say = (t: Translate, message: string) => (message === OFFER_LINK_NOT_FOUND ? t('offerLink.error.notFound') : translateMessage(t, message));

const WORDS = [
  'offerLink.meta',
  'offerLink.home',
  'offerLink.crumb',
  'offerLink.yourMove',
  'offerLink.logIn',
  'offerLink.toAnswer',
  'offerLink.open',
  'offerLink.privacy',
  'offerLink.formLabel',
  'offerLink.phone',
  'offerLink.show',
  'checkout.phoneTitle',
] as const satisfies readonly MessageKey[];

export async function loader(args: LoaderFunctionArgs) {
  const uuid = uuidOf(args.params);
  const { language, t } = requestTranslator(args.request);
  const access = await readOfferLinkAccess(args.request, uuid);
  const found = access ? await fetchOffer(args, uuid, access.phone) : { view: null, error: null };
  const view = found.view;
  // The page's words in its language (issue 33 §3), finished here; the offer's own through offerViewText.
  const text = {
    ...pick(t, WORDS),
    title: view ? t('offerLink.title', { name: view.offer.product.name }) : '',
    waiting: view ? t('offerLink.waiting', { store: view.offer.store.name }) : '',
    offer: view ? offerViewText(t, language, view) : null,
  };
  return { uuid, view, error: found.error ? say(t, found.error) : null, login: loginUrl(href('inbox-offers')), text };
}

const phoneForm = z.object({
  phone: z
    .string()
    .trim()
    .min(1, 'offerLink.error.phone')
    .transform(phoneFromLocalPart)
    .refine((p) => /^263\d{9}$/.test(p), 'offerLink.error.zimbabwe'),
});

export async function action(args: ActionFunctionArgs) {
  const uuid = uuidOf(args.params);
  const { t } = requestTranslator(args.request);
  const parsed = phoneForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ error: say(t, parsed.error.issues[0].message) }, { status: 400 });
  const found = await fetchOffer(args, uuid, parsed.data.phone);
  if (!found.view) return data({ error: say(t, found.error ?? OFFER_LINK_NOT_FOUND) }, { status: 404 });
  throw redirect(href('offer-link', { uuid }), {
    headers: { 'Set-Cookie': await rememberOfferLinkAccess(args.request, { uuid, phone: parsed.data.phone }) },
  });
}

export default function OfferLink() {
  const { uuid, view, error, login, text: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <Breadcrumbs items={[{ label: w['offerLink.home'], to: href('home') }, { label: w['offerLink.crumb'] }]} />
      {view && w.offer ? (
        <>
          <PageTitle>{w.title}</PageTitle>
          <OfferDetails view={view} text={w.offer} />
          <AgreedPrice
            view={view}
            buyHref={`${href('checkout')}?offerLink=${encodeURIComponent(uuid)}`}
            ordersHref={href('order-tracking')}
            text={w.offer}
          />
          {isOpenOffer(view.offer.status) ? (
            <p>
              {view.yourTurn ? w['offerLink.yourMove'] : w.waiting}
              <Link to={login}>{w['offerLink.logIn']}</Link> {w['offerLink.toAnswer']}
            </p>
          ) : null}
        </>
      ) : (
        <div className={formStyles.card}>
          <PageTitle>{w['offerLink.open']}</PageTitle>
          <p className={layoutStyles.muted}>{w['offerLink.privacy']}</p>
          <Form method="post" className={formStyles.form} aria-label={w['offerLink.formLabel']}>
            <FormAlert>{result?.error ?? error}</FormAlert>
            <PhoneField label={w['offerLink.phone']} title={w['checkout.phoneTitle']} name="phone" />
            <button className={button()} type="submit" disabled={busy}>
              {w['offerLink.show']}
            </button>
          </Form>
        </div>
      )}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
