/**
 * Buyer requests (`/buyer-requests-list/{offerId?}`): without an id, open requests by category and words;
 * with one, the request, the stores' answers, and for a vendor a form to answer it. The buyer who asked can
 * turn an answer with a product into an offer in one click (at the store's quoted price, else the list price).
 */
import { dayIn } from '~/lib/i18n/intl-format';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, formStyles } from '~/components/form';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { ProductCard } from '~/components/product-card';
import { statusMeta } from '~/components/status-meta';
import { accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { useBusinessCategories } from '~/features/catalogue/business-categories';
import { OfferFromAnswer } from '~/features/offers/offer-from-answer';
import { ProductPicker } from '~/features/offers/product-picker';
import { OwnerControls, type OwnerControlsText } from '~/features/requests/owner-controls';
import { optionalDollars } from '~/features/requests/request-form';
import { requestFormMessage } from '~/features/requests/request-form-text.server';
import { RequestPhotos } from '~/features/requests/request-photos';
import { offerFromAnswer } from '~/features/offers/offer-from-answer.server';
import * as search from '~/features/search/search-page.css';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import {
  BuyerRequestQuery,
  BuyerRequestsQuery,
  RespondToBuyerRequestMutation,
  UpdateBuyerRequestMutation,
} from '~/graphql/queries/buyer-requests.server';
import { moneyIn } from '~/features/account/account-text.server';
import { pick, requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data: d, error }) =>
  error ? statusMeta(error) : [{ title: d?.metaTitle ?? 'Buyer requests — Musika' }];

const KEYS = ['common.home', 'requests.title'] as const;
const LIST_KEYS = [
  'requests.lead',
  'requests.postOwn',
  'requests.findLabel',
  'requests.words',
  'requests.category',
  'requests.allCategories',
  'requests.find',
  'requests.listLabel',
  'requests.emptyList',
] as const;
const DETAIL_KEYS = ['requests.closedNote', 'requests.answersLabel'] as const;
/** Only the words a viewer's page shows travel in its data (the answer form's for a store that can answer). */
const ANSWER_KEYS = [
  'requests.answerForm',
  'requests.answerAs',
  'requests.yourAnswer',
  'requests.yourPrice',
  'requests.sendAnswer',
  'chat.productPicker',
  'chat.noProduct',
] as const;
const OWNER_KEYS = [
  'requests.change',
  'requests.reopenLabel',
  'requests.closeLabel',
  'requests.reopen',
  'requests.close',
  'requests.closedOwner',
] as const;
type Text = Partial<Record<(typeof LIST_KEYS | typeof DETAIL_KEYS | typeof ANSWER_KEYS | typeof OWNER_KEYS)[number], string>> &
  Record<(typeof KEYS)[number], string>;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language, t } = requestTranslator(request);
  const text: Text = pick(t, KEYS);
  if (params.offerId) {
    if (!/^\d{1,12}$/.test(params.offerId)) throw notFound();
    const d = await query(context, request, BuyerRequestQuery, { id: params.offerId });
    const detail = invariantFound(d.buyerRequest, 'Request not found');
    const r = detail.request;
    const canAnswer = d.viewer?.isVendor && d.viewer.businesses.length > 0 && !detail.isOwner && r.status === 'open';
    Object.assign(text, pick(t, DETAIL_KEYS), canAnswer ? pick(t, ANSWER_KEYS) : {}, detail.isOwner ? pick(t, OWNER_KEYS) : {});
    // The request's line, its answers' prices and offer buttons, finished here in the page's language.
    const detailText = {
      budget: r.budget ? t('requests.budget', { amount: moneyIn(language, r.budget) }) : null,
      by: t('requests.by', { name: r.ownerName }),
      day: dayIn(language, r.createdAt),
      answersTitle: t('requests.answersTitle', { count: detail.responses.length }),
      noAnswers: t('requests.noAnswers', { city: r.city, category: r.categoryName }),
      answers: detail.responses.map((a) => ({
        price: a.price ? moneyIn(language, a.price) : null,
        offer: a.product
          ? {
              offer: t('requests.offerFor', { amount: moneyIn(language, a.price ?? a.product.price) }),
              label: t('requests.offerLabel'),
              sending: t('requests.sending'),
            }
          : null,
      })),
    };
    return {
      detail,
      detailText,
      viewer: d.viewer,
      list: null,
      rows: null,
      filters: null,
      url: url.toString(),
      text,
      metaTitle: t('requests.oneMetaTitle', { title: r.title }),
    };
  }
  const category = Number(url.searchParams.get('category')) || undefined;
  const term = url.searchParams.get('term')?.trim().slice(0, 100) || undefined;
  const { buyerRequests } = await query(context, request, BuyerRequestsQuery, {
    category: category && category >= 1 && category <= 14 ? category : undefined,
    term,
    page: pageFromUrl(url),
  });
  Object.assign(text, pick(t, LIST_KEYS));
  const rows = buyerRequests.items.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.categoryName,
    city: r.city,
    budget: r.budget ? moneyIn(language, r.budget) : null,
    answers: t('requests.answerCount', { count: r.responseCount }),
  }));
  return {
    detail: null,
    detailText: null,
    viewer: null,
    list: buyerRequests,
    rows,
    filters: { category, term },
    url: url.toString(),
    text,
    metaTitle: t('requests.metaTitle'),
  };
}

const answerForm = z.object({
  intent: z.literal('answer'),
  businessId: z.string().regex(/^\d{1,12}$/, 'requests.errorBusiness'),
  message: z.string().trim().min(5, 'requests.errorMessageShort').max(1000, 'requests.errorMessageLong'),
  /** `businessId:productId` from the product picker; a chosen product answers as the store that sells it. */
  product: z.union([z.literal(''), z.string().regex(/^\d{1,12}:\d{1,12}$/, 'requests.errorProduct')]).optional(),
  price: optionalDollars('price'),
});

const offerForm = z.object({ intent: z.literal('offer'), responseId: z.string().regex(/^\d{1,12}$/, 'requests.errorAnswer') });

const statusForm = z.object({
  intent: z.literal('status'),
  status: z.enum(['open', 'closed'], { errorMap: () => ({ message: 'requests.errorReload' }) }),
});

const actionForm = z.discriminatedUnion('intent', [answerForm, offerForm, statusForm], {
  errorMap: () => ({ message: 'requests.errorReload' }),
});

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const requestId = args.params.offerId ?? '';
  if (!/^\d{1,12}$/.test(requestId)) throw notFound();
  const parsed = actionForm.safeParse(Object.fromEntries(await args.request.formData()));
  const { t } = requestTranslator(args.request);
  const refusalOf = (errors: readonly { message: string }[]) => (errors[0] ? translateMessage(t, errors[0].message) : t('requests.errorFailed'));
  // A price's message is the amount rule's English (optionalDollars), read back into its key.
  if (!parsed.success) return data({ error: requestFormMessage(t, parsed.error.issues[0].message) }, { status: 400 });
  if (parsed.data.intent === 'status') {
    // The API answers 403 for anyone but the poster: that message is shown.
    const { updateBuyerRequest } = await mutate(args.context, args.request, UpdateBuyerRequestMutation, {
      input: { id: requestId, status: parsed.data.status },
    });
    if (!updateBuyerRequest.request) return data({ error: refusalOf(updateBuyerRequest.userErrors) }, { status: 400 });
    throw redirect(href('buyer-requests-list', { offerId: requestId }));
  }
  if (parsed.data.intent === 'offer') {
    const made = await offerFromAnswer(args.context, args.request, requestId, parsed.data.responseId);
    if ('error' in made) return data({ error: translateMessage(t, made.error) }, { status: 400 });
    throw redirect(href('inbox-offer', { offerId: made.offerId }));
  }
  const [productBusinessId, productId] = parsed.data.product ? parsed.data.product.split(':') : [undefined, undefined];
  const { respondToBuyerRequest } = await mutate(args.context, args.request, RespondToBuyerRequestMutation, {
    input: {
      requestId,
      businessId: productBusinessId ?? parsed.data.businessId,
      message: parsed.data.message,
      productId,
      priceCents: parsed.data.price ? Math.round(parsed.data.price * 100) : undefined,
    },
  });
  if (!respondToBuyerRequest.ok) return data({ error: refusalOf(respondToBuyerRequest.userErrors) }, { status: 400 });
  throw redirect(href('buyer-requests-list', { offerId: requestId }));
}

export default function BuyerRequestsList() {
  const categories = useBusinessCategories();
  const { detail, detailText, viewer, list, rows, filters, url, text } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (detail && detailText) {
    const r = detail.request;
    const canAnswer = viewer?.isVendor && viewer.businesses.length > 0 && !detail.isOwner && r.status === 'open';
    return (
      <>
        <Breadcrumbs
          items={[
            { label: text['common.home'], to: href('home') },
            { label: text['requests.title'], to: href('buyer-requests-list') },
            { label: r.title, theirs: true },
          ]}
        />
        <PageTitle>
          <span translate="no">{r.title}</span>
        </PageTitle>
        <p className={layoutStyles.muted}>
          <span translate="no">{r.categoryName}</span> · {r.city} · {detailText.budget ? `${detailText.budget} · ` : ''}
          <span translate="no">{detailText.by}</span> · {detailText.day}
        </p>
        <p translate="no">{r.description}</p>
        <RequestPhotos photos={r.photos} title={r.title} />
        {detail.isOwner ? (
          <OwnerControls id={r.id} status={r.status} text={text as OwnerControlsText} />
        ) : r.status === 'closed' ? (
          <p className={layoutStyles.muted}>{text['requests.closedNote']}</p>
        ) : null}
        <h2 className={s.tileTitle}>{detailText.answersTitle}</h2>
        {detail.isOwner ? <FormAlert>{result?.error}</FormAlert> : null}
        {detail.responses.length ? (
          <ul className={s.list} aria-label={text['requests.answersLabel']}>
            {detail.responses.map((a, i) => (
              <li key={a.id}>
                <Link to={href('storefront', { bSlug: a.store.slug })} translate="no">
                  {a.store.name}
                </Link>
                {detailText.answers[i].price ? ` · ${detailText.answers[i].price}` : ''}: <span translate="no">{a.message}</span>
                {a.product ? <ProductCard product={a.product} /> : null}
                {detail.isOwner && detailText.answers[i].offer ? <OfferFromAnswer answer={{ id: a.id }} text={detailText.answers[i].offer} /> : null}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>
            <span translate="no">{detailText.noAnswers}</span>
          </Empty>
        )}
        {canAnswer ? (
          <Form method="post" className={formStyles.form} aria-label={text['requests.answerForm']}>
            <FormAlert>{result?.error}</FormAlert>
            <label className={formStyles.field}>
              <span className={formStyles.label}>{text['requests.answerAs']}</span>
              <select className={formStyles.input} name="businessId" required>
                {viewer!.businesses.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={formStyles.field}>
              <span className={formStyles.label}>{text['requests.yourAnswer']}</span>
              <textarea className={formStyles.input} name="message" rows={3} required minLength={5} maxLength={1000} />
            </label>
            <input type="hidden" name="intent" value="answer" />
            <ProductPicker businesses={viewer!.businesses} text={{ label: text['chat.productPicker'] ?? '', none: text['chat.noProduct'] ?? '' }} />
            <Field label={text['requests.yourPrice'] ?? ''} name="price" type="number" min="0.01" step="0.01" inputMode="decimal" />
            <button className={button()} type="submit">
              {text['requests.sendAnswer']}
            </button>
          </Form>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Breadcrumbs items={[{ label: text['common.home'], to: href('home') }, { label: text['requests.title'] }]} />
      <PageTitle>{text['requests.title']}</PageTitle>
      <p className={layoutStyles.muted}>
        {text['requests.lead']} <Link to={href('buyer-requests')}>{text['requests.postOwn']}</Link>
      </p>
      <Form method="get" className={search.toolbar} role="search" aria-label={text['requests.findLabel']}>
        <input
          className={search.control}
          type="search"
          name="term"
          defaultValue={filters?.term ?? ''}
          placeholder={text['requests.words']}
          aria-label={text['requests.words']}
          maxLength={100}
        />
        <select className={search.control} name="category" defaultValue={filters?.category?.toString() ?? ''} aria-label={text['requests.category']}>
          <option value="">{text['requests.allCategories']}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button className={button()} type="submit">
          {text['requests.find']}
        </button>
      </Form>
      {rows?.length ? (
        <ul className={s.list} aria-label={text['requests.listLabel']}>
          {rows.map((r) => (
            <li key={r.id}>
              <Link to={href('buyer-requests-list', { offerId: r.id })} translate="no">
                {r.title}
              </Link>{' '}
              · <span translate="no">{r.category}</span> · {r.city}
              {r.budget ? ` · ${r.budget}` : ''} · {r.answers}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{text['requests.emptyList']}</Empty>
      )}
      {list ? <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} /> : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
