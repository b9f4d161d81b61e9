/**
 * /admin/businesses/{id}/ (issue 29): one store — owner, package, listings, orders, balance — and what the
 * operator's roles allow: moderators suspend it (with the reason its owner reads; the storefront and every listing
 * leave the public site at once) or reinstate it; finance changes the owner's package and/or extends it by some
 * days. Support sees it all and acts on nothing. Plain POST forms with an `intent`: it works without JavaScript.
 * The subscription form carries the end date the operator saw, so a form sent twice changes nothing the second time.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { OperatorRole } from '../../schema/rest/operators';
import { EXTEND_DAYS_MAX } from '../../schema/rest/admin-businesses';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import { type AdminBusinessView, BusinessSummary } from '~/features/admin/business-parts';
import { mutate, query } from '~/graphql/client.server';
import {
  AdminBusinessQuery,
  ChangeBusinessSubscriptionMutation,
  ReinstateBusinessMutation,
  SuspendBusinessMutation,
} from '~/graphql/queries/admin-businesses.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { href } from '~/routes';
import { adminRefusal, areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminStores } from '~/lib/i18n/catalogues/en/admin-stores';
import { requestTranslator } from '~/lib/i18n/translate.server';

type Words = AreaWords<typeof adminStores>;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaOne ?? 'Store — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const idOf = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) ? v : null);
const DONE = { suspended: 'doneSuspended', reinstated: 'doneReinstated', subscription: 'doneSubscription' } as const;
type Done = keyof typeof DONE;
const may = (roles: readonly OperatorRole[], role: OperatorRole) => roles.includes('admin') || roles.includes(role);

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.businesses.roles);
  const id = invariantFound(idOf(args.params.id), 'Store not found');
  const { adminBusiness } = await query(args.context, args.request, AdminBusinessQuery, { id });
  const business = invariantFound(adminBusiness, 'Store not found');
  const done = new URL(args.request.url).searchParams.get('done') ?? '';
  return { frame, w: areaWords(frame.language, adminStores), business, done: done in DONE ? (done as Done) : null };
}

interface ActionResult {
  intent: string;
  field?: string;
  message: string;
}

/** Runs the form's intent; its user errors, or null when it worked. */
async function run(args: ActionFunctionArgs, id: string, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 1000);
  if (intent === 'suspend') {
    const { suspendBusiness } = await mutate(args.context, args.request, SuspendBusinessMutation, {
      input: { businessId: id, reason: text('reason') },
    });
    return suspendBusiness.business ? null : suspendBusiness.userErrors;
  }
  if (intent === 'reinstate') {
    const { reinstateBusiness } = await mutate(args.context, args.request, ReinstateBusinessMutation, {
      input: { businessId: id, note: text('note') || null },
    });
    return reinstateBusiness.business ? null : reinstateBusiness.userErrors;
  }
  const days = text('extendDays').trim();
  const { changeBusinessSubscription } = await mutate(args.context, args.request, ChangeBusinessSubscriptionMutation, {
    input: {
      businessId: id,
      packageId: text('packageId') || null,
      // Not a whole number: sent as 0, which the API answers with the field's message.
      extendDays: days === '' ? null : /^\d{1,4}$/.test(days) ? Number(days) : 0,
      expectedEndsAt: text('expectedEndsAt'),
    },
  });
  return changeBusinessSubscription.business ? null : changeBusinessSubscription.userErrors;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.businesses.roles);
  const id = invariantFound(idOf(args.params.id), 'Store not found');
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const errors = await run(args, id, form);
  if (errors) {
    const [first] = errors;
    const { t } = requestTranslator(args.request);
    const message = first?.message ? adminRefusal(t, first.message) : t('adminStores.errorUpdating');
    return data<ActionResult>({ intent, field: first?.field ?? undefined, message }, { status: 400 });
  }
  const done: Done = intent === 'suspend' ? 'suspended' : intent === 'reinstate' ? 'reinstated' : 'subscription';
  throw redirect(`${href('admin-business', { id })}?done=${done}`);
}

function Visibility({ w, business, result }: { w: Words; business: AdminBusinessView; result?: ActionResult }) {
  const mine = result && (result.intent === 'suspend' || result.intent === 'reinstate') ? result : undefined;
  const error = (field: string) => (mine?.field === field ? mine.message : undefined);
  return (
    // Keyed by the state, so the field typed into before the change is not reused for the other form.
    <Form key={business.suspendedAt ? 'reinstate' : 'suspend'} method="post" aria-label={business.suspendedAt ? w.reinstateStore : w.suspendStore}>
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      {business.suspendedAt ? (
        <>
          <p>{w.reinstateInfo}</p>
          <Field label={w.noteLabel} name="note" id="reinstate-note" error={error('note')} maxLength={500} />
          <button className={button({})} type="submit" name="intent" value="reinstate">
            {w.reinstateStore}
          </button>
        </>
      ) : (
        <>
          <p>{w.suspendInfo}</p>
          <Field label={w.whyLabel} name="reason" id="suspend-reason" error={error('reason')} required minLength={5} maxLength={500} />
          <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="suspend">
            {w.suspendStore}
          </button>
        </>
      )}
    </Form>
  );
}

function Subscription({ w, business, result }: { w: Words; business: AdminBusinessView; result?: ActionResult }) {
  const mine = result?.intent === 'subscription' ? result : undefined;
  const sub = business.subscription;
  const current = sub?.active ? sub.packageId : '';
  return (
    <Form method="post" aria-label={w.packageFormLabel}>
      {mine && (!mine.field || mine.field === 'expectedEndsAt') ? <FormAlert>{mine.message}</FormAlert> : null}
      <input type="hidden" name="expectedEndsAt" value={sub?.active ? sub.endsAt : ''} />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="subscription-package">
          {w.package}
        </label>
        <select className={formStyles.input} id="subscription-package" name="packageId" defaultValue={current}>
          {sub?.active ? null : <option value="">{w.choosePackage}</option>}
          {business.packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.id === current ? ` ${w.current}` : ''}
            </option>
          ))}
        </select>
        {mine?.field === 'packageId' ? <p className={formStyles.error}>{mine.message}</p> : null}
      </div>
      <Field
        label={w.extendLabel}
        name="extendDays"
        id="subscription-days"
        type="number"
        inputMode="numeric"
        min={1}
        max={EXTEND_DAYS_MAX}
        hint={w.extendHint}
        error={mine?.field === 'extendDays' ? mine.message : undefined}
      />
      <button className={button({})} type="submit" name="intent" value="subscription">
        {w.savePackage}
      </button>
    </Form>
  );
}

export default function AdminBusiness() {
  const { frame, w, business, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminShell frame={frame} title={<span translate="no">{business.name}</span>}>
      {done ? <FormNotice>{w[DONE[done]]}</FormNotice> : null}
      <BusinessSummary w={w} language={frame.language} business={business} />
      {may(frame.roles, 'moderator') ? (
        <section aria-labelledby="visibility-title">
          <h2 id="visibility-title">{w.visibility}</h2>
          <Visibility w={w} business={business} result={result} />
        </section>
      ) : null}
      {may(frame.roles, 'finance') ? (
        <section aria-labelledby="package-title">
          <h2 id="package-title">{w.package}</h2>
          <Subscription w={w} business={business} result={result} />
        </section>
      ) : null}
      <p>
        <Link to={href('admin-businesses')}>{w.backToStores}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
