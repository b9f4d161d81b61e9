/**
 * Booking page (`/product/{slug}/book`, ours; issue #14 items 2–3). A service: choose a day, then a free slot
 * inside the business's opening hours (Harare time), with an optional note. A hire item: the days already
 * booked, the rate, the deposit and the total for the chosen days. Anyone may look; booking needs a login
 * (the action sends a visitor to log in and back). The API decides: taken, past or closed times are refused.
 */
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Fragment } from 'react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { requireAccess } from '~/features/auth/guards.server';
import * as s from '~/features/bookings/bookings.css';
import { HirePicker } from '~/features/bookings/hire-picker';
import { bookingPageText, bookingRefusal } from '~/features/bookings/booking-page-text.server';
import { ServicePicker } from '~/features/bookings/service-picker';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BookingPageQuery, CreateBookingMutation } from '~/graphql/queries/bookings.server';
import { requestTranslator, type MessageKey } from '~/lib/i18n/translate.server';
import { productHref } from '~/lib/product-links';
import { href } from '~/routes';
import { BOOKING_MESSAGES, dayDiff, hirePeriodProblem, hireQuote, isDay } from '../../schema/rest/booking-rules';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d ? d.meta : 'Book — Musika' }, { name: 'robots', content: 'noindex' }];

/** Free slots change with every booking: never a shared (edge-cached) copy, even for visitors. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const SERVICE_DAYS = 14;
const HIRE_DAYS = 42;

export async function loader(args: LoaderFunctionArgs) {
  const { language, t } = requestTranslator(args.request);
  const page = await bookingPage(args);
  return {
    ...page,
    periodError: page.periodError ? bookingRefusal(t, language, page.periodError) : null,
    meta: t('bookings.meta', { name: page.product.name }),
    // The page's words in its language (issue 33 §3), finished here: the pickers only show strings.
    text: bookingPageText(t, language, page),
  };
}

async function bookingPage({ context, request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const first = await query(context, request, BookingPageQuery, { slug: params.slug ?? '', days: HIRE_DAYS });
  const found = invariantFound(first.bookingAvailability, 'Product not found');
  const { product, today } = found;
  if (product.bookingKind === 'APPOINTMENT') {
    const days = found.days.slice(0, SERVICE_DAYS);
    const asked = search.get('day');
    const chosen = days.find((d) => d.day === asked) ?? days.find((d) => d.slots.some((x) => x.free)) ?? days[0] ?? null;
    return { product, today, days, chosen, start: '', end: '', quote: null, clash: false, periodError: null };
  }
  const [start, end] = [search.get('start') ?? '', search.get('end') ?? ''];
  const given = isDay(start) && isDay(end);
  const tooLong = given && dayDiff(start, end) + 1 > product.hireMaxDays ? BOOKING_MESSAGES.tooLongForItem(product.hireMaxDays) : null;
  const periodError = given ? (hirePeriodProblem(start, end, today) ?? tooLong) : start || end ? 'bookings.error.dates' : null;
  const quote =
    given && !periodError
      ? hireQuote(product.rate?.amountCents ?? 0, product.rateUnit ?? null, product.deposit?.amountCents ?? null, start, end)
      : null;
  const clash = quote !== null && found.days.some((d) => d.booked && d.day >= start && d.day <= end);
  return { product, today, days: found.days, chosen: null, start, end, quote, clash, periodError };
}

/** A zod message: a message key, put in the page's language by the action (bookingRefusal). */
const k = (key: MessageKey) => key;

const bookingForm = z.object({
  intent: z.enum(['service', 'hire']),
  startsAt: z.string().optional(),
  startDay: z.string().optional(),
  endDay: z.string().optional(),
  note: z.string().trim().max(500, k('bookings.error.noteLong')).default(''),
});

type Errors = { startsAt?: string; startDay?: string; endDay?: string; note?: string; form?: string };

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const { bookingAvailability } = await query(args.context, args.request, BookingPageQuery, { slug: args.params.slug ?? '', days: 1 });
  const product = invariantFound(bookingAvailability, 'Product not found').product;
  const { language, t } = requestTranslator(args.request);
  const parsed = bookingForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success)
    return data(
      {
        errors: { [String(parsed.error.issues[0].path[0] ?? 'form')]: bookingRefusal(t, language, parsed.error.issues[0].message) } as Errors,
        values: {},
      },
      { status: 400 },
    );
  const v = parsed.data;
  if (v.intent === 'service' && !v.startsAt)
    return data({ errors: { startsAt: t('bookings.error.chooseTime') } as Errors, values: v }, { status: 400 });
  const input = {
    productId: product.id,
    note: v.note,
    ...(v.intent === 'service' ? { startsAt: v.startsAt } : { startDay: v.startDay, endDay: v.endDay }),
  };
  const { createBooking } = await mutate(args.context, args.request, CreateBookingMutation, { input });
  if (!createBooking.booking) {
    const e = createBooking.userErrors[0];
    const field = e?.field && ['startsAt', 'startDay', 'endDay', 'note'].includes(e.field) ? e.field : 'form';
    return data({ errors: { [field]: bookingRefusal(t, language, e?.message ?? BOOKING_MESSAGES.create) } as Errors, values: v }, { status: 400 });
  }
  throw redirect(`${href('appointments-respond', { id: createBooking.booking.id })}?booked=1`);
}

export default function ProductBook() {
  const { product: p, today, days, chosen, start, end, quote, clash, periodError, text: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors: Errors = { ...(result?.errors ?? {}), ...(periodError ? { startDay: periodError } : {}) };
  const path = href('product-book', { slug: p.slug });
  const hire = p.bookingKind === 'HIRE';
  return (
    <div className={s.stack}>
      <div>
        <PageTitle>{w.title}</PageTitle>
        <p className={s.muted}>
          <Link to={productHref(p)}>{w.back}</Link> · <span translate="no">{p.business.name}</span>
        </p>
      </div>
      <dl className={s.figures}>
        {w.figures.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <FormNotice>{w.notice}</FormNotice>
      <FormAlert>{errors.form}</FormAlert>
      {hire && w.hire ? (
        <HirePicker days={days} start={start} end={end} today={today} quote={quote} clash={clash} errors={errors} busy={busy} text={w.hire} />
      ) : w.service ? (
        <ServicePicker days={days} chosen={chosen} path={path} errors={errors} values={result?.values ?? {}} busy={busy} text={w.service} />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
