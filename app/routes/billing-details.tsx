/**
 * Billing details: the address and phone used for deliveries and receipts, and every payment the user made
 * (subscriptions, ads top-ups, orders paid online) with a link to its printable receipt (issue #11 item 5).
 * In the page's language (issue 33 §3): the form's zod messages are keys, said at the action.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { pageFromUrl, Pagination, withPage } from '~/components/pagination';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice, PhoneField, formStyles } from '~/components/form';
import { AccountLayout } from '~/features/account/account-layout';
import { accountNavText } from '~/features/account/account-text.server';
import { billingMessageIn, paymentsListText } from '~/features/subscriptions/billing-text.server';
import { PaymentsList } from '~/features/subscriptions/payments-list';
import { requireAccess } from '~/features/auth/guards.server';
import { attachFieldPrefix, toFormErrors } from '~/features/auth/user-errors';
import { mutate, query } from '~/graphql/client.server';
import { ProfileQuery, UpdateProfileMutation } from '~/graphql/queries/accounts.server';
import { BillingPaymentsQuery } from '~/graphql/queries/subscriptions.server';
import { pick, requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import { phoneFromLocalPart } from '~/lib/phone';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta ?? 'Billing details — Musika' }];

const WORDS = [
  'account.billing',
  'vendorMoney.company',
  'vendorMoney.street',
  'vendorMoney.flat',
  'vendorMoney.suburb',
  'vendorMoney.city',
  'vendorMoney.province',
  'vendorMoney.phone',
  'checkout.phoneTitle',
  'vendorMoney.save',
  'vendorMoney.payments',
] as const;

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const url = new URL(args.request.url);
  const [{ viewer }, { billingPayments }] = await Promise.all([
    query(args.context, args.request, ProfileQuery, {}),
    query(args.context, args.request, BillingPaymentsQuery, { page: pageFromUrl(url), perPage: 20 }),
  ]);
  if (!viewer) throw new Response('Not logged in', { status: 401 });
  const { language, t } = requestTranslator(args.request);
  return {
    billing: viewer.profile.billing,
    pageInfo: billingPayments.pageInfo,
    url: url.toString(),
    meta: t('vendorMoney.billingMeta'),
    words: pick(t, WORDS),
    nav: accountNavText(t),
    payments: paymentsListText(language, t, billingPayments.items),
  };
}

/** Message keys, said in the page's language at the action ("At most {max} characters" takes zod's maximum). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'vendorMoney.errorAtMost')
    .transform((v) => (v === '' ? null : v));
const billingForm = z.object({
  company: optional(100),
  address1: z.string().trim().min(1, 'vendorMoney.errorStreet').max(200, 'vendorMoney.errorAtMost'),
  address2: optional(200),
  suburb: optional(100),
  city: z.string().trim().min(1, 'vendorMoney.errorCity').max(100, 'vendorMoney.errorAtMost'),
  province: optional(100),
  phone: z.string().trim().max(20, 'vendorMoney.errorPhoneLong'),
});

type Result = { notice?: string; formError?: string; fieldErrors?: Record<string, string> };

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const { t } = requestTranslator(args.request);
  const parsed = billingForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0])] ??= translateMessage(t, issue.message, issue.code === 'too_big' ? { max: Number(issue.maximum) } : {});
    return data<Result>({ fieldErrors }, { status: 400 });
  }
  const billing = { ...parsed.data, phone: parsed.data.phone ? phoneFromLocalPart(parsed.data.phone) : null };
  const { updateProfile } = await mutate(args.context, args.request, UpdateProfileMutation, { input: { billing } });
  if (!updateProfile.profile) {
    // The API's refusals are English (kept for API clients): known wordings are said in the language.
    const errors = attachFieldPrefix(toFormErrors(updateProfile.userErrors), Object.keys(billingForm.shape));
    const fieldErrors = Object.fromEntries(Object.entries(errors.fields).map(([field, m]) => [field, billingMessageIn(t, m)]));
    return data<Result>({ formError: errors.form && billingMessageIn(t, errors.form), fieldErrors }, { status: 400 });
  }
  return data<Result>({ notice: t('vendorMoney.saved') });
}

export default function BillingDetails() {
  const { billing, payments, pageInfo, url, words: w, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const e = result?.fieldErrors ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountLayout title={w['account.billing']} nav={nav}>
      <Form method="post" className={formStyles.form} aria-label={w['account.billing']}>
        <FormAlert>{result?.formError}</FormAlert>
        <FormNotice>{result?.notice}</FormNotice>
        <Field
          label={w['vendorMoney.company']}
          name="company"
          defaultValue={billing?.company ?? ''}
          autoComplete="organization"
          maxLength={100}
          error={e.company}
        />
        <Field
          label={w['vendorMoney.street']}
          name="address1"
          defaultValue={billing?.address1 ?? ''}
          autoComplete="address-line1"
          required
          maxLength={200}
          error={e.address1}
        />
        <Field
          label={w['vendorMoney.flat']}
          name="address2"
          defaultValue={billing?.address2 ?? ''}
          autoComplete="address-line2"
          maxLength={200}
          error={e.address2}
        />
        <Field label={w['vendorMoney.suburb']} name="suburb" defaultValue={billing?.suburb ?? ''} maxLength={100} error={e.suburb} />
        <Field
          label={w['vendorMoney.city']}
          name="city"
          defaultValue={billing?.city ?? ''}
          autoComplete="address-level2"
          required
          maxLength={100}
          error={e.city}
        />
        <Field
          label={w['vendorMoney.province']}
          name="province"
          defaultValue={billing?.province ?? ''}
          autoComplete="address-level1"
          maxLength={100}
          error={e.province}
        />
        <PhoneField
          label={w['vendorMoney.phone']}
          name="phone"
          defaultValue={billing?.phone ?? undefined}
          error={e.phone}
          title={w['checkout.phoneTitle']}
          required={false}
        />
        <button className={button()} type="submit" disabled={busy}>
          {w['vendorMoney.save']}
        </button>
      </Form>
      <h2>{w['vendorMoney.payments']}</h2>
      <PaymentsList text={payments} />
      <Pagination page={pageInfo.page} totalPages={pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
