/**
 * Post a buyer request (spec §2 "buyer requests"): what you are looking for, which of the 14 categories, a
 * budget, your city and up to 4 photos. Stores in that category and city are notified and answer with offers.
 * A multipart form that works without JavaScript: photos are uploaded first, then the request is created with
 * their URLs; any refusal brings the form back with what was typed (the photos must be chosen again).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, formStyles } from '~/components/form';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { requireAccess } from '~/features/auth/guards.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { PhotoInput } from '~/features/media/photo-input';
import { PHOTOS_FIELD, photoProblem } from '~/features/media/photo-rules';
import { chosenPhotos, formTooLarge, uploadPhotos } from '~/features/media/upload-photos.server';
import { RequestFields, type RequestDefaults } from '~/features/requests/request-fields';
import { budgetCents, fieldErrorsOf, requestFieldsSchema } from '~/features/requests/request-form';
import { mutate } from '~/graphql/client.server';
import { CreateBuyerRequestMutation } from '~/graphql/queries/buyer-requests.server';
import { loginUrl } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Post a buyer request — Musika' },
  { name: 'description', content: 'Tell Zimbabwean stores what you are looking for and let them come to you.' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await getVisitor(context, request);
  return { loggedIn: !!viewer };
}

const TEXT_FIELDS = ['title', 'description', 'categoryId', 'budget', 'city'] as const;

/** The typed fields as sent, to fill the form again when it comes back with an error. */
function typedValues(form: FormData): RequestDefaults {
  const text = (name: (typeof TEXT_FIELDS)[number]) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 2000) : undefined;
  };
  const categoryId = Number(text('categoryId'));
  return {
    title: text('title'),
    description: text('description'),
    categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
    budget: text('budget'),
    city: text('city'),
  };
}

type Failure = { fieldErrors: Record<string, string>; formError: string | null; values: RequestDefaults };
const failure = (f: Partial<Failure>) => data<Failure>({ fieldErrors: {}, formError: null, values: {}, ...f }, { status: 400 });

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  // A multipart body is read whole: refuse one no form of ours can need before reading it.
  if (formTooLarge(args.request)) return failure({ formError: 'Your photos are too large: at most 4, 2 MB each.' });
  const form = await args.request.formData();
  const values = typedValues(form);
  const photos = chosenPhotos(form);

  const parsed = requestFieldsSchema.safeParse(Object.fromEntries(TEXT_FIELDS.map((name) => [name, form.get(name) ?? undefined])));
  const photoError = photoProblem(photos);
  if (!parsed.success || photoError) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (photoError) fieldErrors[PHOTOS_FIELD] = photoError;
    return failure({ fieldErrors, values });
  }

  // Photos first: the request is created only once every photo has a URL.
  const uploaded = await uploadPhotos(args.context, args.request, photos);
  if ('error' in uploaded) return failure({ fieldErrors: { [PHOTOS_FIELD]: uploaded.error }, values });

  const { budget, ...fields } = parsed.data;
  const { createBuyerRequest } = await mutate(args.context, args.request, CreateBuyerRequestMutation, {
    input: { ...fields, budgetCents: budgetCents(budget), photos: uploaded.urls },
  });
  if (!createBuyerRequest.request) return failure({ formError: createBuyerRequest.userErrors[0]?.message ?? 'Request failed', values });
  throw redirect(href('buyer-requests-list', { offerId: createBuyerRequest.request.id }));
}

export default function BuyerRequests() {
  const { loggedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.fieldErrors ?? {};
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'Home', to: href('home') }, { label: 'Buyer requests', to: href('buyer-requests-list') }, { label: 'Post a request' }]}
      />
      <div className={formStyles.card}>
        <PageTitle>What are you looking for?</PageTitle>
        <p className={layoutStyles.muted}>Stores in your city that sell it are told at once and answer with offers.</p>
        {loggedIn ? (
          // Without JavaScript a refused post renders anew from `values`; with it, the fields (and chosen
          // photos) simply stay as they were.
          <Form method="post" encType="multipart/form-data" className={formStyles.form} aria-label="Post a buyer request">
            <FormAlert>{result?.formError}</FormAlert>
            <RequestFields errors={errors} defaults={result?.values} />
            <PhotoInput error={errors[PHOTOS_FIELD]} />
            <button className={button()} type="submit" disabled={busy}>
              {busy ? 'Posting…' : 'Post request'}
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
