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
import { refusalIn } from '~/features/dashboard/refusal.server';
import { messagesFor, requestTranslator, type Translate } from '~/lib/i18n/translate.server';

/** The delivery rules' messages (schema/rest/delivery.ts DELIVERY_MESSAGES) by their wording ("… is listed twice" by its value). */
const deliveryRefusal = (t: Translate, message: string) =>
  refusalIn(t, message, ['businessSettings.errorFee', 'businessSettings.errorFreeAbove', 'businessSettings.errorTownCity']);
const deliveryErrorsIn = (t: Translate, errors: Record<string, string | undefined>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message ? deliveryRefusal(t, message) : message]));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.meta ?? 'Delivery — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { deliveryTerms } = await query(args.context, args.request, DeliveryTermsQuery, { storeIds: [access.businessId] }, { token: access.token });
  const [terms] = deliveryTerms;
  if (!terms) throw notFound('Business not found');
  const saved = new URL(args.request.url).searchParams.has('saved');
  const { language, t } = requestTranslator(args.request);
  const raw = messagesFor(language, ['businessSettings.town', 'businessSettings.townFee']);
  const w = {
    meta: t('businessSettings.deliveryMeta'),
    title: t('dashboard.navDelivery'),
    saved: t('businessSettings.deliverySaved'),
    check: t('businessSettings.deliveryCheck'),
    form: {
      label: t('businessSettings.deliveryLabel'),
      collectionOnly: t('businessSettings.collectionOnly'),
      fee: t('businessSettings.fee'),
      feeHint: t('businessSettings.feeHint'),
      freeAbove: t('businessSettings.freeAbove'),
      freeAboveHint: t('businessSettings.freeAboveHint'),
      zones: t('businessSettings.zones'),
      zonesHint: t('businessSettings.zonesHint'),
      town: raw['businessSettings.town'],
      townFee: raw['businessSettings.townFee'],
      saving: t('businessSettings.saving'),
      save: t('businessSettings.deliverySave'),
    },
  };
  return { frame: access.frame, values: formValuesFrom(terms), saved, w };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { t } = requestTranslator(args.request);
  const read = readDeliveryForm(await args.request.formData());
  if (!read.ok) return data({ errors: deliveryErrorsIn(t, read.errors), values: read.values, message: null as string | null }, { status: 400 });
  const { setDeliveryTerms } = await mutate(
    args.context,
    args.request,
    SetDeliveryTermsMutation,
    { input: { businessId: access.businessId, ...read.terms } },
    { token: access.token },
  );
  if (!setDeliveryTerms.terms) {
    const first = setDeliveryTerms.userErrors[0]?.message;
    const message = first ? deliveryRefusal(t, first) : t('businessSettings.deliveryNotSaved');
    return data({ errors: {}, values: null, message }, { status: 400 });
  }
  throw redirect(`${href('delivery-settings')}?saved`);
}

export default function DashboardDelivery() {
  const { frame, values, saved, w } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={w.title}>
      {saved && !refused ? <FormNotice>{w.saved}</FormNotice> : null}
      {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
      {refused && Object.keys(refused.errors).length ? <FormAlert>{w.check}</FormAlert> : null}
      <DeliveryForm values={refused?.values ?? values} errors={refused?.errors ?? {}} w={w.form} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
