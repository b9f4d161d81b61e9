/**
 * Buyer requests (`/buyer-requests-list/{offerId?}`): without an id, open requests by category and words;
 * with one, the request, the stores' answers, and for a vendor a form to answer it. The buyer who asked can
 * turn an answer with a product into an offer in one click (at the store's quoted price, else the list price).
 */
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
import { OwnerControls } from '~/features/requests/owner-controls';
import { optionalDollars } from '~/features/requests/request-form';
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
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data: d, error }) =>
  error ? statusMeta(error) : [{ title: `${d?.detail ? `${d.detail.request.title} — ` : ''}Buyer requests — Musika` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (params.offerId) {
    if (!/^\d{1,12}$/.test(params.offerId)) throw notFound();
    const d = await query(context, request, BuyerRequestQuery, { id: params.offerId });
    return { detail: invariantFound(d.buyerRequest, 'Request not found'), viewer: d.viewer, list: null, filters: null, url: url.toString() };
  }
  const category = Number(url.searchParams.get('category')) || undefined;
  const term = url.searchParams.get('term')?.trim().slice(0, 100) || undefined;
  const { buyerRequests } = await query(context, request, BuyerRequestsQuery, {
    category: category && category >= 1 && category <= 14 ? category : undefined,
    term,
    page: pageFromUrl(url),
  });
  return { detail: null, viewer: null, list: buyerRequests, filters: { category, term }, url: url.toString() };
}

const answerForm = z.object({
  intent: z.literal('answer'),
  businessId: z.string().regex(/^\d{1,12}$/, 'Choose your business'),
  message: z.string().trim().min(5, 'Write at least 5 characters').max(1000, 'At most 1000 characters'),
  /** `businessId:productId` from the product picker; a chosen product answers as the store that sells it. */
  product: z.union([z.literal(''), z.string().regex(/^\d{1,12}:\d{1,12}$/, 'Choose one of your products')]).optional(),
  price: optionalDollars('price'),
});

const offerForm = z.object({ intent: z.literal('offer'), responseId: z.string().regex(/^\d{1,12}$/, 'Choose an answer') });

const statusForm = z.object({
  intent: z.literal('status'),
  status: z.enum(['open', 'closed'], { errorMap: () => ({ message: 'Reload the page and try again' }) }),
});

const actionForm = z.discriminatedUnion('intent', [answerForm, offerForm, statusForm], {
  errorMap: () => ({ message: 'Reload the page and try again' }),
});

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const requestId = args.params.offerId ?? '';
  if (!/^\d{1,12}$/.test(requestId)) throw notFound();
  const parsed = actionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  if (parsed.data.intent === 'status') {
    // The API answers 403 for anyone but the poster: that message is shown.
    const { updateBuyerRequest } = await mutate(args.context, args.request, UpdateBuyerRequestMutation, {
      input: { id: requestId, status: parsed.data.status },
    });
    if (!updateBuyerRequest.request) return data({ error: updateBuyerRequest.userErrors[0]?.message ?? 'Request failed' }, { status: 400 });
    throw redirect(href('buyer-requests-list', { offerId: requestId }));
  }
  if (parsed.data.intent === 'offer') {
    const made = await offerFromAnswer(args.context, args.request, requestId, parsed.data.responseId);
    if ('error' in made) return data({ error: made.error }, { status: 400 });
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
  if (!respondToBuyerRequest.ok) return data({ error: respondToBuyerRequest.userErrors[0]?.message ?? 'Request failed' }, { status: 400 });
  throw redirect(href('buyer-requests-list', { offerId: requestId }));
}

export default function BuyerRequestsList() {
  const categories = useBusinessCategories();
  const { detail, viewer, list, filters, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (detail) {
    const r = detail.request;
    const canAnswer = viewer?.isVendor && viewer.businesses.length > 0 && !detail.isOwner && r.status === 'open';
    return (
      <>
        <Breadcrumbs
          items={[{ label: 'Home', to: href('home') }, { label: 'Buyer requests', to: href('buyer-requests-list') }, { label: r.title }]}
        />
        <PageTitle>{r.title}</PageTitle>
        <p className={layoutStyles.muted}>
          {r.categoryName} · {r.city} · {r.budget ? `budget ${formatMoney(r.budget.amountCents, r.budget.currency)} · ` : ''}by {r.ownerName} ·{' '}
          {formatHarareDateTime(r.createdAt).split(',')[0]}
        </p>
        <p>{r.description}</p>
        <RequestPhotos photos={r.photos} title={r.title} />
        {detail.isOwner ? (
          <OwnerControls id={r.id} status={r.status} />
        ) : r.status === 'closed' ? (
          <p className={layoutStyles.muted}>This request is closed.</p>
        ) : null}
        <h2 className={s.tileTitle}>Answers from stores ({detail.responses.length})</h2>
        {detail.isOwner ? <FormAlert>{result?.error}</FormAlert> : null}
        {detail.responses.length ? (
          <ul className={s.list} aria-label="Answers">
            {detail.responses.map((a) => (
              <li key={a.id}>
                <Link to={href('storefront', { bSlug: a.store.slug })}>{a.store.name}</Link>
                {a.price ? ` · ${formatMoney(a.price.amountCents, a.price.currency)}` : ''}: {a.message}
                {a.product ? <ProductCard product={a.product} /> : null}
                {detail.isOwner && a.product ? <OfferFromAnswer answer={{ id: a.id, price: a.price ?? a.product.price }} /> : null}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>
            No answers yet. Stores in {r.city} that sell {r.categoryName} have been told.
          </Empty>
        )}
        {canAnswer ? (
          <Form method="post" className={formStyles.form} aria-label="Answer this request">
            <FormAlert>{result?.error}</FormAlert>
            <label className={formStyles.field}>
              <span className={formStyles.label}>Answer as</span>
              <select className={formStyles.input} name="businessId" required>
                {viewer!.businesses.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={formStyles.field}>
              <span className={formStyles.label}>Your answer</span>
              <textarea className={formStyles.input} name="message" rows={3} required minLength={5} maxLength={1000} />
            </label>
            <input type="hidden" name="intent" value="answer" />
            <ProductPicker businesses={viewer!.businesses} />
            <Field label="Your price in US$ (optional)" name="price" type="number" min="0.01" step="0.01" inputMode="decimal" />
            <button className={button()} type="submit">
              Send answer
            </button>
          </Form>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Buyer requests' }]} />
      <PageTitle>Buyer requests</PageTitle>
      <p className={layoutStyles.muted}>
        What people across Zimbabwe are looking for. <Link to={href('buyer-requests')}>Post your own request →</Link>
      </p>
      <Form method="get" className={search.toolbar} role="search" aria-label="Find requests">
        <input
          className={search.control}
          type="search"
          name="term"
          defaultValue={filters?.term ?? ''}
          placeholder="Words"
          aria-label="Words"
          maxLength={100}
        />
        <select className={search.control} name="category" defaultValue={filters?.category?.toString() ?? ''} aria-label="Category">
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button className={button()} type="submit">
          Find
        </button>
      </Form>
      {list?.items.length ? (
        <ul className={s.list} aria-label="Requests">
          {list.items.map((r) => (
            <li key={r.id}>
              <Link to={href('buyer-requests-list', { offerId: r.id })}>{r.title}</Link> · {r.categoryName} · {r.city}
              {r.budget ? ` · ${formatMoney(r.budget.amountCents, r.budget.currency)}` : ''} · {r.responseCount} answers
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No open requests match. Try other words or all categories.</Empty>
      )}
      {list ? <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} /> : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
