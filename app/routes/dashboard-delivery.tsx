/**
 * Delivery set by the store (`/dashboard/settings/delivery/`, issue 31): its own fee, fees for named towns or
 * cities, free delivery above an order amount, or collection only. Checkout charges each order by these terms and
 * shows them to the buyer first. A plain form (no JavaScript needed): saving answers with a redirect to ?saved.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { data, redirect } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { DeliveryForm } from '~/features/delivery/delivery-form';
import { formValuesFrom, readDeliveryForm } from '~/features/delivery/delivery-form.server';
import { mutate, query } from '~/graphql/client.server';
import { DeliveryTermsQuery, SetDeliveryTermsMutation } from '~/graphql/queries/delivery.server';
import { notFound } from '~/lib/invariant-response.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Delivery — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { deliveryTerms } = await query(args.context, args.request, DeliveryTermsQuery, { storeIds: [access.businessId] }, { token: access.token });
  const [terms] = deliveryTerms;
  if (!terms) throw notFound('Business not found');
  const saved = new URL(args.request.url).searchParams.has('saved');
  return { frame: access.frame, values: formValuesFrom(terms), saved };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const read = readDeliveryForm(await args.request.formData());
  if (!read.ok) return data({ errors: read.errors, values: read.values, message: null as string | null }, { status: 400 });
  const { setDeliveryTerms } = await mutate(
    args.context,
    args.request,
    SetDeliveryTermsMutation,
    { input: { businessId: access.businessId, ...read.terms } },
    { token: access.token },
  );
  if (!setDeliveryTerms.terms) {
    const message = setDeliveryTerms.userErrors[0]?.message ?? 'Your delivery settings were not saved. Please try again.';
    return data({ errors: {}, values: null, message }, { status: 400 });
  }
  throw redirect(`${href('delivery-settings')}?saved`);
}

export default function DashboardDelivery() {
  const { frame, values, saved } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title="Delivery">
      {saved && !refused ? <FormNotice>Delivery settings saved. Checkout charges your next orders by them.</FormNotice> : null}
      {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
      {refused && Object.keys(refused.errors).length ? <FormAlert>Check the fields marked below.</FormAlert> : null}
      <DeliveryForm values={refused?.values ?? values} errors={refused?.errors ?? {}} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
