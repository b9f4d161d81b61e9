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
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import type { ReviewFilter } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminReviewsQuery, ModerateReviewMutation } from '~/graphql/queries/review-moderation.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Reviews — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const STATUSES: Record<string, ReviewFilter> = { all: 'ALL', visible: 'VISIBLE', hidden: 'HIDDEN' };
const DONE = { hidden: 'The review was hidden; its author has been told why.', restored: 'The review is visible again; its author has been told.' };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.reviews.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const { adminReviews } = await query(args.context, args.request, AdminReviewsQuery, { status: STATUSES[status], search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return { frame, status, search, list: adminReviews, done: done && done in DONE ? (done as keyof typeof DONE) : null };
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
      { reviewId, field: first?.field === 'reason' ? 'reason' : undefined, message: first?.message ?? 'Error moderating review' },
      { status: 400 },
    );
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', hide ? 'hidden' : 'restored');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['list']['items'][number];

function Moderate({ review, result }: { review: Row; result?: ModerateResult }) {
  const mine = result?.reviewId === review.id ? result : undefined;
  return (
    <div>
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      {review.hiddenAt ? (
        <Form method="post" aria-label={`Restore review ${review.id}`}>
          <p>
            Hidden {formatHarareDateTime(review.hiddenAt)}
            {review.hiddenByName ? ` by ${review.hiddenByName}` : ''}
            {review.hiddenReason ? `: ${review.hiddenReason}` : ''}
          </p>
          <input type="hidden" name="reviewId" value={review.id} />
          <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="restore">
            Restore
          </button>
        </Form>
      ) : (
        <Form method="post" aria-label={`Hide review ${review.id}`}>
          <input type="hidden" name="reviewId" value={review.id} />
          <Field
            label="Why (the reviewer reads it)"
            name="reason"
            id={`reason-${review.id}`}
            error={mine?.field === 'reason' ? mine.message : undefined}
            required
            minLength={5}
            maxLength={500}
          />
          <button className={button({})} type="submit" name="intent" value="hide">
            Hide
          </button>
        </Form>
      )}
    </div>
  );
}

export default function AdminReviews() {
  const { frame, status, search, list, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title="Reviews">
      {done ? <FormNotice>{DONE[done]}</FormNotice> : null}
      <p className={s.roles} data-testid="reviews-hidden">
        {list.hidden} {list.hidden === 1 ? 'review is' : 'reviews are'} hidden.
      </p>
      <AdminFilters
        label="Filter reviews"
        statuses={[
          ['all', 'All'],
          ['visible', 'Visible'],
          ['hidden', 'Hidden'],
        ]}
        status={status}
        search={search}
        searchLabel="Product, store or reviewer"
        searchPlaceholder="Product, store or reviewer name"
      />
      <AdminTable
        rows={list.items.length}
        empty="No reviews match."
        caption={
          <>
            {total} {total === 1 ? 'review' : 'reviews'} (Harare time)
          </>
        }
        headings={['Product', 'Review', 'Moderation']}
      >
        {list.items.map((r) => (
          <tr key={r.id} data-testid={`review-${r.id}`}>
            <td className={s.cell}>
              <Link to={href('product', { slug: r.productSlug })}>{r.productName}</Link>
              <br />
              {r.businessName} · ★ {r.productRating.average} from {r.productRating.count}
            </td>
            <td className={s.cell}>
              <strong>{r.rating}/5</strong> {r.review}
              <br />
              {r.reviewerName} · {formatHarareDateTime(r.createdAt)}
            </td>
            <td className={s.cell}>
              <Moderate review={r} result={result} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
      <p>
        <Link to={href('admin')}>Back to the overview</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
