/**
 * Change your buyer request (`/buyer-requests/{id}/edit`, PUT /buyer-requests): only the person who posted it;
 * for anyone else it does not exist. Clearing the budget removes it; the photos stay as they are.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, formStyles } from '~/components/form';
import { Breadcrumbs, PageTitle } from '~/components/layout';
import { requireAccess } from '~/features/auth/guards.server';
import { RequestFields } from '~/features/requests/request-fields';
import { budgetCents, fieldErrorsOf, requestFieldsSchema } from '~/features/requests/request-form';
import { requestFieldsText, requestFormErrors, requestFormMessage } from '~/features/requests/request-form-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { mutate, query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { BuyerRequestQuery, UpdateBuyerRequestMutation } from '~/graphql/queries/buyer-requests.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.text['requestForm.metaEdit'] ?? 'Change your request — Musika' },
  { name: 'robots', content: 'noindex' },
];

function requestId(params: { id?: string }) {
  if (!/^\d{1,12}$/.test(params.id ?? '')) throw notFound();
  return params.id!;
}

/** The request, when the viewer posted it; a 404 otherwise, as for an unknown id. */
async function ownRequest(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { buyerRequest } = await query(args.context, args.request, BuyerRequestQuery, { id: requestId(args.params) });
  if (!buyerRequest?.isOwner) throw notFound('Request not found');
  return buyerRequest.request;
}

export async function loader(args: LoaderFunctionArgs) {
  const { t } = requestTranslator(args.request);
  // The page's words in its language (issue 33 §3), finished here.
  const text = {
    ...pick(t, [
      'requestForm.metaEdit',
      'requestForm.home',
      'requestForm.buyerRequests',
      'requestForm.changeCrumb',
      'requestForm.titleEdit',
      'requestForm.editLabel',
      'requestForm.save',
      'requestForm.back',
    ] as const),
    fields: requestFieldsText(t),
  };
  return { request: await ownRequest(args), text };
}

export async function action(args: ActionFunctionArgs) {
  const own = await ownRequest(args);
  const { t } = requestTranslator(args.request);
  const parsed = requestFieldsSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success)
    return data({ fieldErrors: requestFormErrors(t, fieldErrorsOf(parsed.error)), formError: null as string | null }, { status: 400 });
  const { budget, ...fields } = parsed.data;
  const cents = budgetCents(budget);
  const { updateBuyerRequest } = await mutate(args.context, args.request, UpdateBuyerRequestMutation, {
    input: { id: own.id, ...fields, budgetCents: cents, clearBudget: cents === undefined },
  });
  if (!updateBuyerRequest.request) {
    return data(
      {
        fieldErrors: {} as Record<string, string>,
        formError: requestFormMessage(t, updateBuyerRequest.userErrors[0]?.message ?? 'requestForm.error.failed'),
      },
      { status: 400 },
    );
  }
  throw redirect(href('buyer-requests-list', { offerId: own.id }));
}

export default function BuyerRequestEdit() {
  const { request, text: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const detail = href('buyer-requests-list', { offerId: request.id });
  return (
    <>
      <Breadcrumbs
        items={[
          { label: w['requestForm.home'], to: href('home') },
          { label: w['requestForm.buyerRequests'], to: href('buyer-requests-list') },
          { label: request.title, to: detail, theirs: true },
          { label: w['requestForm.changeCrumb'] },
        ]}
      />
      <div className={formStyles.card}>
        <PageTitle>{w['requestForm.titleEdit']}</PageTitle>
        <Form method="post" className={formStyles.form} aria-label={w['requestForm.editLabel']}>
          <FormAlert>{result?.formError}</FormAlert>
          <RequestFields
            text={w.fields}
            errors={result?.fieldErrors}
            defaults={{
              title: request.title,
              description: request.description,
              categoryId: request.categoryId,
              budget: request.budget ? (request.budget.amountCents / 100).toFixed(2) : '',
              city: request.city,
            }}
          />
          <button className={button()} type="submit" disabled={busy}>
            {w['requestForm.save']}
          </button>
        </Form>
        <Link to={detail}>{w['requestForm.back']}</Link>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
