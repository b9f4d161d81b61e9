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
import { query } from '~/graphql/client.server';
import { TrackOrderQuery } from '~/graphql/queries/orders.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Track an order — Musika' }];

export function loader({ request }: LoaderFunctionArgs) {
  const number = new URL(request.url).searchParams.get('number')?.slice(0, 30) ?? '';
  return { number };
}

const trackForm = z.object({
  number: z.string().trim().min(1, 'Enter the order number, e.g. MSK-10001').max(30, 'The order number is too long'),
  contact: z.string().trim().min(1, 'Enter the phone number or e-mail of the order').max(254, 'That is too long'),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = trackForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ order: null, error: parsed.error.issues[0].message }, { status: 400 });
  const { trackOrder } = await query(context, request, TrackOrderQuery, parsed.data, { token: null });
  if (!trackOrder) return data({ order: null, error: 'We could not find an order with that number and contact.' }, { status: 404 });
  return data({ order: trackOrder, error: null });
}

export default function OrderTracking() {
  const { number } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Track an order' }]} />
      <div className={formStyles.card}>
        <PageTitle>Track an order</PageTitle>
        <Form method="post" className={formStyles.form} aria-label="Track an order">
          <FormAlert>{result?.error}</FormAlert>
          <Field
            label="Order number"
            name="number"
            defaultValue={number}
            placeholder="MSK-10001"
            required
            maxLength={30}
            autoCapitalize="characters"
          />
          <Field label="Phone number or e-mail used for the order" name="contact" required maxLength={254} autoComplete="tel" />
          <button className={button()} type="submit" disabled={busy}>
            Track order
          </button>
        </Form>
      </div>
      {result?.order ? <OrderView order={result.order} /> : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
