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
import { RATE_UNIT_LABEL } from '~/features/bookings/labels';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { mutate, query } from '~/graphql/client.server';
import { BusinessServicesQuery, SetHireRulesMutation } from '~/graphql/queries/bookings.server';
import { formatMoney } from '~/lib/money';
import { kindLabel, productHref } from '~/lib/product-links';
import { href } from '~/routes';
import { BOOKING_MESSAGES, HIRE_HOLD_HOURS, HIRE_MAX_DAYS } from '../../schema/rest/booking-rules';
import { hireMaxDaysInput } from '../../schema/rest/bookings';

export const meta: MetaFunction = () => [{ title: 'Services — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessServicesQuery, { businessId }, { token, optional: ['businessServices'] }),
  );
  return { frame: access.frame, services: result.businessServices };
}

const hireRulesForm = z.object({ productId: z.string().regex(/^\d{1,10}$/, 'Product not found'), maxDays: hireMaxDaysInput });

/** Saves a hire item's longest hire per request; the API checks the item is this business's hire item. */
export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const form = Object.fromEntries(await args.request.formData());
  const productId = String(form.productId ?? '');
  const parsed = hireRulesForm.safeParse(form);
  if (!parsed.success) return data({ productId, formError: parsed.error.issues[0].message, notice: null }, { status: 400 });
  const input = { businessId: access.businessId, productId: parsed.data.productId, maxDays: parsed.data.maxDays };
  const { setHireRules: r } = await mutate(args.context, args.request, SetHireRulesMutation, { input });
  if (!r.service) return data({ productId, formError: r.userErrors[0]?.message ?? 'Error updating booking', notice: null }, { status: 400 });
  return data({ productId, formError: null, notice: BOOKING_MESSAGES.rulesSaved });
}

export default function AllServices() {
  const { frame, services } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title="Services">
      <div className={s.stack}>
        <div className={s.row}>
          <Link className={button()} to={href('add-new-product-service')}>
            Add a service
          </Link>
          <Link className={button({ tone: 'secondary' })} to={href('add-new-product-hire-item')}>
            Add a hire item
          </Link>
          <Link to={href('all-appointments')}>Appointments</Link>
          <Link to={href('dashboard-calendar')}>Calendar</Link>
        </div>
        {!services ? (
          <p role="alert">Error fetching bookings</p>
        ) : services.length === 0 ? (
          <Empty>No services or hire items yet. Add one and buyers can book it from its page.</Empty>
        ) : (
          <ul className={s.list}>
            {services.map((p) => (
              <li key={p.id} className={s.card} data-testid="service">
                <div className={s.cardHead}>
                  <h3 className={s.cardTitle}>{p.name}</h3>
                  <span className={s.muted}>
                    {kindLabel[p.kind]}
                    {p.status === 'publish' ? '' : ` · ${p.status}`}
                  </span>
                </div>
                {p.rate ? (
                  <p className={s.muted}>
                    {formatMoney(p.rate.amountCents, p.rate.currency)} {RATE_UNIT_LABEL[p.rateUnit ?? ''] ?? ''}
                  </p>
                ) : null}
                <p>
                  <Link to={`${href('all-appointments')}?status=accepted`}>{p.upcoming} upcoming</Link> ·{' '}
                  <Link to={`${href('all-appointments')}?status=requested`}>{p.waiting} waiting for an answer</Link>
                </p>
                {p.kind === 'HIRE_ITEM' ? (
                  <Form method="post" className={s.inlineForm} aria-label={`Longest hire for ${p.name}`}>
                    <input type="hidden" name="productId" value={p.id} />
                    <label className={formStyles.field}>
                      <span className={formStyles.label}>Longest hire per request (days)</span>
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
                      Save
                    </button>
                  </Form>
                ) : null}
                {p.kind === 'HIRE_ITEM' ? (
                  <p className={s.muted}>A request you leave unanswered holds its days for {HIRE_HOLD_HOURS} hours, then lapses.</p>
                ) : null}
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
                  <Link to={href('update-product', { slug: p.slug })}>Edit</Link>
                  <Link to={productHref(p)}>View page</Link>
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
