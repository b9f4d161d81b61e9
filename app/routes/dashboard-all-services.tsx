/**
 * Services (`/dashboard/all-services/`, issue #14 items 2–3): the active business's services and hire items
 * with their bookings still to come (agreed, and waiting for an answer), each linking to its edit page and to
 * its product page. A hire item also carries its longest hire per request (issue 27 §4), set by a plain form
 * post so it works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { Empty } from '~/components/layout';
import * as s from '~/features/bookings/bookings.css';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { mutate, query } from '~/graphql/client.server';
import { BusinessServicesQuery, SetHireRulesMutation } from '~/graphql/queries/bookings.server';
import { kindWord } from '~/features/product-form/product-form-text.server';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, requestTranslator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { productHref } from '~/lib/product-links';
import { href } from '~/routes';
import { BOOKING_MESSAGES, HIRE_HOLD_HOURS, HIRE_MAX_DAYS } from '../../schema/rest/booking-rules';
import { hireMaxDaysInput } from '../../schema/rest/bookings';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words['vendorListings.servicesMeta'] ?? 'Services — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = [
  'vendorListings.servicesMeta',
  'vendorListings.services',
  'vendorListings.addService',
  'vendorListings.addHireItem',
  'vendorListings.appointments',
  'vendorListings.calendar',
  'vendorListings.bookingsFailed',
  'vendorListings.noServices',
  'vendorListings.longest',
  'vendorListings.save',
  'vendorListings.edit',
  'vendorListings.viewPage',
] as const;

const PER: Record<string, MessageKey> = {
  hour: 'vendorListings.perHour',
  day: 'vendorListings.perDay',
  week: 'vendorListings.perWeek',
  job: 'vendorListings.perJob',
};

export async function loader(args: LoaderFunctionArgs) {
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessServicesQuery, { businessId }, { token, optional: ['businessServices'] }),
  );
  const { language, t } = requestTranslator(args.request);
  // Each service's words finished here: kind, status, rate and counts in the page's language.
  const rows = Object.fromEntries(
    (result.businessServices ?? []).map((p) => [
      p.id,
      {
        kind: kindWord(t, p.kind),
        status: p.status === 'publish' ? '' : ` · ${p.status === 'draft' ? t('vendorListings.statusDraft') : p.status}`,
        rate: p.rate
          ? `${formatMoneyIn(language, p.rate.amountCents, p.rate.currency)} ${PER[p.rateUnit ?? ''] ? t(PER[p.rateUnit ?? '']) : ''}`
          : null,
        upcoming: t('vendorListings.upcoming', { count: p.upcoming }),
        waiting: t('vendorListings.waiting', { count: p.waiting }),
        longestFor: t('vendorListings.longestFor', { name: p.name }),
      },
    ]),
  );
  return {
    frame: access.frame,
    services: result.businessServices,
    words: pick(t, KEYS),
    rows,
    holdHint: t('vendorListings.holdHint', { hours: HIRE_HOLD_HOURS }),
  };
}

const hireRulesForm = z.object({ productId: z.string().regex(/^\d{1,10}$/, 'Product not found'), maxDays: hireMaxDaysInput });

/** Saves a hire item's longest hire per request; the API checks the item is this business's hire item. */
export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { t } = requestTranslator(args.request);
  const form = Object.fromEntries(await args.request.formData());
  const productId = String(form.productId ?? '');
  const parsed = hireRulesForm.safeParse(form);
  if (!parsed.success) return data({ productId, formError: serviceMessage(t, parsed.error.issues[0].message), notice: null }, { status: 400 });
  const input = { businessId: access.businessId, productId: parsed.data.productId, maxDays: parsed.data.maxDays };
  const { setHireRules: r } = await mutate(args.context, args.request, SetHireRulesMutation, { input });
  if (!r.service)
    return data({ productId, formError: serviceMessage(t, r.userErrors[0]?.message ?? 'Error updating booking'), notice: null }, { status: 400 });
  return data({ productId, formError: null, notice: serviceMessage(t, BOOKING_MESSAGES.rulesSaved) });
}

/** The hire form's answers by their English wording (shared with the REST API) → the language; "1 to 60 days" by its value. */
function serviceMessage(t: Translate, message: string): string {
  if (message === BOOKING_MESSAGES.rulesSaved) return t('vendorListings.rulesSaved');
  if (message === 'Error updating booking') return t('vendorListings.saveFailed');
  return apiMessageIn(t, message);
}

export default function AllServices() {
  const { frame, services, words, rows, holdHint } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={words['vendorListings.services']}>
      <div className={s.stack}>
        <div className={s.row}>
          <Link className={button()} to={href('add-new-product-service')}>
            {words['vendorListings.addService']}
          </Link>
          <Link className={button({ tone: 'secondary' })} to={href('add-new-product-hire-item')}>
            {words['vendorListings.addHireItem']}
          </Link>
          <Link to={href('all-appointments')}>{words['vendorListings.appointments']}</Link>
          <Link to={href('dashboard-calendar')}>{words['vendorListings.calendar']}</Link>
        </div>
        {!services ? (
          <p role="alert">{words['vendorListings.bookingsFailed']}</p>
        ) : services.length === 0 ? (
          <Empty>{words['vendorListings.noServices']}</Empty>
        ) : (
          <ul className={s.list}>
            {services.map((p) => (
              <li key={p.id} className={s.card} data-testid="service">
                <div className={s.cardHead}>
                  <h3 className={s.cardTitle} translate="no">
                    {p.name}
                  </h3>
                  <span className={s.muted}>
                    {rows[p.id].kind}
                    {rows[p.id].status}
                  </span>
                </div>
                {rows[p.id].rate ? <p className={s.muted}>{rows[p.id].rate}</p> : null}
                <p>
                  <Link to={`${href('all-appointments')}?status=accepted`}>{rows[p.id].upcoming}</Link> ·{' '}
                  <Link to={`${href('all-appointments')}?status=requested`}>{rows[p.id].waiting}</Link>
                </p>
                {p.kind === 'HIRE_ITEM' ? (
                  <Form method="post" className={s.inlineForm} aria-label={rows[p.id].longestFor}>
                    <input type="hidden" name="productId" value={p.id} />
                    <label className={formStyles.field}>
                      <span className={formStyles.label}>{words['vendorListings.longest']}</span>
                      <input
                        className={formStyles.input}
                        type="number"
                        name="maxDays"
                        min={1}
                        max={HIRE_MAX_DAYS}
                        step={1}
                        required
                        defaultValue={p.hireMaxDays}
                      />
                    </label>
                    <button className={button({ tone: 'secondary' })} type="submit">
                      {words['vendorListings.save']}
                    </button>
                  </Form>
                ) : null}
                {p.kind === 'HIRE_ITEM' ? <p className={s.muted}>{holdHint}</p> : null}
                {result && result.productId === p.id ? (
                  result.formError ? (
                    <p className={formStyles.error} role="alert">
                      {result.formError}
                    </p>
                  ) : (
                    <p role="status">{result.notice}</p>
                  )
                ) : null}
                <div className={s.row}>
                  <Link to={href('update-product', { slug: p.slug })}>{words['vendorListings.edit']}</Link>
                  <Link to={productHref(p)}>{words['vendorListings.viewPage']}</Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
