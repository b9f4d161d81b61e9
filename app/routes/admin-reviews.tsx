/**
 * /admin/reviews/ (issue 29): every product review, newest first (or only visible ones, or hidden ones — most
 * recently hidden first), 20 a page, searchable by product, store or reviewer. A moderator hides a review with the
 * reason its author reads (it leaves the product page and the product's rating at once) or restores it. Plain POST
 * forms: it all works without JavaScript. If another moderator acted first, the API says so and the page shows it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell, useAdminFrame } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import type { ReviewFilter } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminReviewsQuery, ModerateReviewMutation } from '~/graphql/queries/review-moderation.server';
import { adminWhen } from '~/features/admin/admin-format';
import { capitalised } from '~/lib/capitalised';
import { adminRefusal, areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminModeration } from '~/lib/i18n/catalogues/en/admin-moderation';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';

type Words = AreaWords<typeof adminModeration>;
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaReviews ?? 'Reviews — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const STATUSES: Record<string, ReviewFilter> = { all: 'ALL', visible: 'VISIBLE', hidden: 'HIDDEN' };
const DONE = { hidden: 'doneHidden', restored: 'doneRestored' } as const;

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.reviews.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const { adminReviews } = await query(args.context, args.request, AdminReviewsQuery, { status: STATUSES[status], search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    frame,
    w: areaWords(frame.language, adminModeration),
    status,
    search,
    list: adminReviews,
    done: done && done in DONE ? (done as keyof typeof DONE) : null,
  };
}

interface ModerateResult {
  reviewId: string;
  field?: 'reason';
  message: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.reviews.roles);
  const form = await args.request.formData();
  const reviewId = String(form.get('reviewId') ?? '');
  const hide = form.get('intent') === 'hide';
  const { moderateReview } = await mutate(args.context, args.request, ModerateReviewMutation, {
    input: { reviewId, action: hide ? 'HIDE' : 'RESTORE', reason: hide ? String(form.get('reason') ?? '').slice(0, 1000) : null },
  });
  if (!moderateReview.review) {
    const [first] = moderateReview.userErrors;
    return data<ModerateResult>(
      {
        reviewId,
        field: first?.field === 'reason' ? 'reason' : undefined,
        message: first?.message
          ? adminRefusal(requestTranslator(args.request).t, first.message)
          : requestTranslator(args.request).t('adminModeration.errorModerating'),
      },
      { status: 400 },
    );
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', hide ? 'hidden' : 'restored');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['list']['items'][number];

function Moderate({ w, review, result }: { w: Words; review: Row; result?: ModerateResult }) {
  const mine = result?.reviewId === review.id ? result : undefined;
  const { language } = useAdminFrame();
  return (
    <div>
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      {review.hiddenAt ? (
        <Form method="post" aria-label={fill(w.restoreLabel, { id: review.id })}>
          <p>
            {fill(w.hiddenOn, { date: adminWhen(language, review.hiddenAt) })}
            {review.hiddenByName ? (
              <>
                {' '}
                {fill(w.by, { name: '' })}
                <span translate="no">{review.hiddenByName}</span>
              </>
            ) : null}
            {review.hiddenReason ? (
              <>
                {': '}
                <span translate="no">{review.hiddenReason}</span>
              </>
            ) : null}
          </p>
          <input type="hidden" name="reviewId" value={review.id} />
          <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="restore">
            {w.restore}
          </button>
        </Form>
      ) : (
        <Form method="post" aria-label={fill(w.hideLabel, { id: review.id })}>
          <input type="hidden" name="reviewId" value={review.id} />
          <Field
            label={w.whyReviewer}
            name="reason"
            id={`reason-${review.id}`}
            error={mine?.field === 'reason' ? mine.message : undefined}
            required
            minLength={5}
            maxLength={500}
          />
          <button className={button({})} type="submit" name="intent" value="hide">
            {w.hide}
          </button>
        </Form>
      )}
    </div>
  );
}

export default function AdminReviews() {
  const { frame, w, status, search, list, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title={w.reviews}>
      {done ? <FormNotice>{w[DONE[done]]}</FormNotice> : null}
      <p className={s.roles} data-testid="reviews-hidden">
        {fill(w.hiddenCount, { count: list.hidden })}
      </p>
      <AdminFilters
        label={w.filterReviews}
        statuses={[
          ['all', frame.w.all],
          ['visible', capitalised(frame.w.stVisible)],
          ['hidden', capitalised(frame.w.stHidden)],
        ]}
        status={status}
        search={search}
        searchLabel={w.searchReviews}
        searchPlaceholder={w.searchReviewsPlaceholder}
      />
      <AdminTable
        rows={list.items.length}
        empty={w.noReviews}
        caption={fill(w.reviewsCaption, { count: total })}
        headings={[w.headProduct, w.headReview, w.headModeration]}
      >
        {list.items.map((r) => (
          <tr key={r.id} data-testid={`review-${r.id}`}>
            <td className={s.cell}>
              <Link to={href('product', { slug: r.productSlug })} translate="no">
                {r.productName}
              </Link>
              <br />
              <span translate="no">{r.businessName}</span> · {fill(w.ratingFrom, { average: r.productRating.average, count: r.productRating.count })}
            </td>
            <td className={s.cell}>
              <strong>{r.rating}/5</strong> <span translate="no">{r.review}</span>
              <br />
              <span translate="no">{r.reviewerName}</span> · {adminWhen(frame.language, r.createdAt)}
            </td>
            <td className={s.cell}>
              <Moderate w={w} review={r} result={result} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
      <p>
        <Link to={href('admin')}>{frame.w.backToOverview}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
