/**
 * Billing details: the address and phone used for deliveries and receipts, and every payment the user made
 * (subscriptions, ads top-ups, orders paid online) with a link to its printable receipt (issue #11 item 5).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { pageFromUrl, Pagination, withPage } from '~/components/pagination';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice, PhoneField, formStyles } from '~/components/form';
import { AccountLayout } from '~/features/account/account-layout';
import { PaymentsList } from '~/features/subscriptions/payments-list';
import { requireAccess } from '~/features/auth/guards.server';
import { attachFieldPrefix, toFormErrors } from '~/features/auth/user-errors';
import { mutate, query } from '~/graphql/client.server';
import { ProfileQuery, UpdateProfileMutation } from '~/graphql/queries/accounts.server';
import { BillingPaymentsQuery } from '~/graphql/queries/subscriptions.server';
import { phoneFromLocalPart } from '~/lib/phone';

export const meta: MetaFunction = () => [{ title: 'Billing details — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const url = new URL(args.request.url);
  const [{ viewer }, { billingPayments }] = await Promise.all([
    query(args.context, args.request, ProfileQuery, {}),
    query(args.context, args.request, BillingPaymentsQuery, { page: pageFromUrl(url), perPage: 20 }),
  ]);
  if (!viewer) throw new Response('Not logged in', { status: 401 });
  return { billing: viewer.profile.billing, payments: billingPayments, url: url.toString() };
}

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === '' ? null : v));
const billingForm = z.object({
  company: optional(100),
  address1: z.string().trim().min(1, 'Street address is required').max(200, 'At most 200 characters'),
  address2: optional(200),
  suburb: optional(100),
  city: z.string().trim().min(1, 'City is required').max(100, 'At most 100 characters'),
  province: optional(100),
  phone: z.string().trim().max(20, 'Phone number is too long'),
});

type Result = { notice?: string; formError?: string; fieldErrors?: Record<string, string> };

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const parsed = billingForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data<Result>({ fieldErrors }, { status: 400 });
  }
  const billing = { ...parsed.data, phone: parsed.data.phone ? phoneFromLocalPart(parsed.data.phone) : null };
  const { updateProfile } = await mutate(args.context, args.request, UpdateProfileMutation, { input: { billing } });
  if (!updateProfile.profile) {
    const errors = attachFieldPrefix(toFormErrors(updateProfile.userErrors), Object.keys(billingForm.shape));
    return data<Result>({ formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
  }
  return data<Result>({ notice: 'Billing details saved.' });
}

export default function BillingDetails() {
  const { billing, payments, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const e = result?.fieldErrors ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountLayout title="Billing details">
      <Form method="post" className={formStyles.form} aria-label="Billing details">
        <FormAlert>{result?.formError}</FormAlert>
        <FormNotice>{result?.notice}</FormNotice>
        <Field
          label="Company (optional)"
          name="company"
          defaultValue={billing?.company ?? ''}
          autoComplete="organization"
          maxLength={100}
          error={e.company}
        />
        <Field
          label="Street address"
          name="address1"
          defaultValue={billing?.address1 ?? ''}
          autoComplete="address-line1"
          required
          maxLength={200}
          error={e.address1}
        />
        <Field
          label="Flat, building (optional)"
          name="address2"
          defaultValue={billing?.address2 ?? ''}
          autoComplete="address-line2"
          maxLength={200}
          error={e.address2}
        />
        <Field label="Suburb (optional)" name="suburb" defaultValue={billing?.suburb ?? ''} maxLength={100} error={e.suburb} />
        <Field
          label="City or town"
          name="city"
          defaultValue={billing?.city ?? ''}
          autoComplete="address-level2"
          required
          maxLength={100}
          error={e.city}
        />
        <Field
          label="Province (optional)"
          name="province"
          defaultValue={billing?.province ?? ''}
          autoComplete="address-level1"
          maxLength={100}
          error={e.province}
        />
        <PhoneField
          label="Phone for deliveries (optional)"
          name="phone"
          defaultValue={billing?.phone ?? undefined}
          error={e.phone}
          required={false}
        />
        <button className={button()} type="submit" disabled={busy}>
          Save billing details
        </button>
      </Form>
      <h2>Payments</h2>
      <PaymentsList items={payments.items} />
      <Pagination page={payments.pageInfo.page} totalPages={payments.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
