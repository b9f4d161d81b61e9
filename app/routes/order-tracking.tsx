/**
 * Order tracking without login: the order number and the phone or e-mail it was placed with. A POST, so the
 * contact never sits in a URL; the API answers the same for a wrong number and a wrong contact.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, formStyles } from '~/components/form';
import { Breadcrumbs, PageTitle } from '~/components/layout';
import { OrderView } from '~/features/orders/order-view';
import { orderViewText } from '~/features/account/account-text.server';
import { query } from '~/graphql/client.server';
import { TrackOrderQuery } from '~/graphql/queries/orders.server';
import { pick, requestTranslator, translateMessage, type MessageKey } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Track an order — Musika' }];

const TEXT_KEYS = ['common.home', 'order.trackTitle', 'order.number', 'order.contact', 'order.trackSubmit'] as const;

export function loader({ request }: LoaderFunctionArgs) {
  const number = new URL(request.url).searchParams.get('number')?.slice(0, 30) ?? '';
  const { t } = requestTranslator(request);
  return { number, title: t('order.trackMetaTitle'), text: pick(t, TEXT_KEYS) };
}

/** zod messages are message keys, put in the page's language by the action (translateMessage). */
const key = (k: MessageKey) => k;

const trackForm = z.object({
  number: z.string().trim().min(1, key('order.errorNumber')).max(30, key('order.errorNumberLong')),
  contact: z.string().trim().min(1, key('order.errorContact')).max(254, key('order.errorContactLong')),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { language, t } = requestTranslator(request);
  const parsed = trackForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ order: null, words: null, error: translateMessage(t, parsed.error.issues[0].message) }, { status: 400 });
  const { trackOrder } = await query(context, request, TrackOrderQuery, parsed.data, { token: null });
  if (!trackOrder) return data({ order: null, words: null, error: t('order.notFound') }, { status: 404 });
  return data({ order: trackOrder, words: orderViewText(t, language, trackOrder), error: null });
}

export default function OrderTracking() {
  const { number, text } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <Breadcrumbs items={[{ label: text['common.home'], to: href('home') }, { label: text['order.trackTitle'] }]} />
      <div className={formStyles.card}>
        <PageTitle>{text['order.trackTitle']}</PageTitle>
        <Form method="post" className={formStyles.form} aria-label={text['order.trackTitle']}>
          <FormAlert>{result?.error}</FormAlert>
          <Field
            label={text['order.number']}
            name="number"
            defaultValue={number}
            placeholder="MSK-10001"
            required
            maxLength={30}
            autoCapitalize="characters"
          />
          <Field label={text['order.contact']} name="contact" required maxLength={254} autoComplete="tel" />
          <button className={button()} type="submit" disabled={busy}>
            {text['order.trackSubmit']}
          </button>
        </Form>
      </div>
      {result?.order ? <OrderView order={result.order} text={result.words ?? undefined} /> : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
