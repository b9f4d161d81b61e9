/**
 * Post a buyer request (spec §2 "buyer requests"): what you are looking for, which of the 14 categories, a
 * budget and your city. Stores in that category and city are notified and answer with offers.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, formStyles } from '~/components/form';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { requireAccess } from '~/features/auth/guards.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { BUSINESS_CATEGORIES } from '~/features/catalogue/business-categories';
import { CITIES } from '~/features/search/cities';
import { mutate } from '~/graphql/client.server';
import { CreateBuyerRequestMutation } from '~/graphql/queries/buyer-requests.server';
import { loginUrl } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Post a buyer request — Musika' }, { name: 'description', content: 'Tell Zimbabwean stores what you are looking for and let them come to you.' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await getVisitor(context, request);
  return { loggedIn: !!viewer };
}

const requestForm = z.object({
  title: z.string().trim().min(5, 'Say what you are looking for in at least 5 characters').max(120, 'At most 120 characters'),
  description: z.string().trim().min(10, 'Describe it in at least 10 characters').max(2000, 'At most 2000 characters'),
  categoryId: z.coerce.number().int().min(1, 'Choose a category').max(14, 'Choose a category'),
  budget: z.union([z.literal(''), z.coerce.number().positive('The budget must be more than 0').max(100_000_000, 'That budget is too high')]).optional(),
  city: z.string().trim().min(1, 'Choose your city').max(60),
});

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const parsed = requestForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data({ fieldErrors, formError: null as string | null }, { status: 400 });
  }
  const { budget, ...rest } = parsed.data;
  const { createBuyerRequest } = await mutate(args.context, args.request, CreateBuyerRequestMutation, {
    input: { ...rest, budgetCents: budget ? Math.round(budget * 100) : undefined },
  });
  if (!createBuyerRequest.request) return data({ fieldErrors: {} as Record<string, string>, formError: createBuyerRequest.userErrors[0]?.message ?? 'Request failed' }, { status: 400 });
  throw redirect(href('buyer-requests-list', { offerId: createBuyerRequest.request.id }));
}

export default function BuyerRequests() {
  const { loggedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const e = result?.fieldErrors ?? {};
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Buyer requests', to: href('buyer-requests-list') }, { label: 'Post a request' }]} />
      <div className={formStyles.card}>
        <PageTitle>What are you looking for?</PageTitle>
        <p className={layoutStyles.muted}>Stores in your city that sell it are told at once and answer with offers.</p>
        {loggedIn ? (
          <Form method="post" className={formStyles.form} aria-label="Post a buyer request">
            <FormAlert>{result?.formError}</FormAlert>
            <Field label="I am looking for" name="title" required maxLength={120} placeholder="e.g. 2 bedroom flat to rent in Avondale" error={e.title} />
            <label className={formStyles.field}>
              <span className={formStyles.label}>Details</span>
              <textarea className={formStyles.input} name="description" rows={4} required minLength={10} maxLength={2000} />
              {e.description ? <span className={formStyles.error}>{e.description}</span> : null}
            </label>
            <label className={formStyles.field}>
              <span className={formStyles.label}>Category</span>
              <select className={formStyles.input} name="categoryId" required defaultValue="">
                <option value="" disabled>
                  Choose a category
                </option>
                {BUSINESS_CATEGORIES.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              {e.categoryId ? <span className={formStyles.error}>{e.categoryId}</span> : null}
            </label>
            <Field label="Budget in US$ (optional)" name="budget" type="number" min="1" step="0.01" inputMode="decimal" error={e.budget} />
            <label className={formStyles.field}>
              <span className={formStyles.label}>City or town</span>
              <select className={formStyles.input} name="city" required defaultValue="">
                <option value="" disabled>
                  Choose your city
                </option>
                {CITIES.map((c) => (
                  <option key={c.slug} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <button className={button()} type="submit" disabled={busy}>
              Post request
            </button>
          </Form>
        ) : (
          <p>
            <Link className={button()} to={loginUrl(href('buyer-requests'))}>
              Log in to post a request
            </Link>
          </p>
        )}
        <Link to={href('buyer-requests-list')}>See what others are looking for →</Link>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
