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
import { photoInputText, requestFieldsText, requestFormErrors, requestFormMessage } from '~/features/requests/request-form-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { budgetCents, fieldErrorsOf, requestFieldsSchema } from '~/features/requests/request-form';
import { mutate } from '~/graphql/client.server';
import { CreateBuyerRequestMutation } from '~/graphql/queries/buyer-requests.server';
import { loginUrl } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.text['requestForm.meta'] ?? 'Post a buyer request — Musika' },
  {
    name: 'description',
    content: d?.text['requestForm.metaDescription'] ?? 'Tell Zimbabwean stores what you are looking for and let them come to you.',
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await getVisitor(context, request);
  const { t } = requestTranslator(request);
  // The page's words in its language (issue 33 §3), finished here.
  const text = {
    ...pick(t, [
      'requestForm.meta',
      'requestForm.metaDescription',
      'requestForm.home',
      'requestForm.buyerRequests',
      'requestForm.postCrumb',
      'requestForm.title',
      'requestForm.lead',
      'requestForm.formLabel',
      'requestForm.posting',
      'requestForm.post',
      'requestForm.logIn',
      'requestForm.seeOthers',
    ] as const),
    fields: requestFieldsText(t),
    photos: photoInputText(t),
  };
  return { loggedIn: !!viewer, text };
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
  const { t } = requestTranslator(args.request);
  if (formTooLarge(args.request)) return failure({ formError: t('requestForm.error.photosTooLarge') });
  const form = await args.request.formData();
  const values = typedValues(form);
  const photos = chosenPhotos(form);

  const parsed = requestFieldsSchema.safeParse(Object.fromEntries(TEXT_FIELDS.map((name) => [name, form.get(name) ?? undefined])));
  const photoError = photoProblem(photos);
  if (!parsed.success || photoError) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (photoError) fieldErrors[PHOTOS_FIELD] = photoError;
    return failure({ fieldErrors: requestFormErrors(t, fieldErrors), values });
  }

  // Photos first: the request is created only once every photo has a URL.
  const uploaded = await uploadPhotos(args.context, args.request, photos);
  if ('error' in uploaded) return failure({ fieldErrors: { [PHOTOS_FIELD]: requestFormMessage(t, uploaded.error) }, values });

  const { budget, ...fields } = parsed.data;
  const { createBuyerRequest } = await mutate(args.context, args.request, CreateBuyerRequestMutation, {
    input: { ...fields, budgetCents: budgetCents(budget), photos: uploaded.urls },
  });
  if (!createBuyerRequest.request)
    return failure({ formError: requestFormMessage(t, createBuyerRequest.userErrors[0]?.message ?? 'requestForm.error.failed'), values });
  throw redirect(href('buyer-requests-list', { offerId: createBuyerRequest.request.id }));
}

export default function BuyerRequests() {
  const { loggedIn, text } = useLoaderData<typeof loader>();
  const w = (key: keyof typeof text & `requestForm.${string}`) => text[key];
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.fieldErrors ?? {};
  return (
    <>
      <Breadcrumbs
        items={[
          { label: w('requestForm.home'), to: href('home') },
          { label: w('requestForm.buyerRequests'), to: href('buyer-requests-list') },
          { label: w('requestForm.postCrumb') },
        ]}
      />
      <div className={formStyles.card}>
        <PageTitle>{w('requestForm.title')}</PageTitle>
        <p className={layoutStyles.muted}>{w('requestForm.lead')}</p>
        {loggedIn ? (
          // Without JavaScript a refused post renders anew from `values`; with it, the fields (and chosen
          // photos) simply stay as they were.
          <Form method="post" encType="multipart/form-data" className={formStyles.form} aria-label={w('requestForm.formLabel')}>
            <FormAlert>{result?.formError}</FormAlert>
            <RequestFields errors={errors} defaults={result?.values} text={text.fields} />
            <PhotoInput error={errors[PHOTOS_FIELD]} text={text.photos} />
            <button className={button()} type="submit" disabled={busy}>
              {busy ? w('requestForm.posting') : w('requestForm.post')}
            </button>
          </Form>
        ) : (
          <p>
            <Link className={button()} to={loginUrl(href('buyer-requests'))}>
              {w('requestForm.logIn')}
            </Link>
          </p>
        )}
        <Link to={href('buyer-requests-list')}>{w('requestForm.seeOthers')}</Link>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
