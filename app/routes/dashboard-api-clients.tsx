/**
 * API clients (`/dashboard/api-clients/`, issue 32 §3): a store owner registers the applications that call the
 * Musika GraphQL API for them (a till, a partner's site), sees each one's id to send in X-Musika-Client, and revokes
 * one. The clients belong to the owner's account, not to the active store: the same list shows from each of their
 * stores. Owner only (route-needs.ts; the API refuses anyone who owns no store). Everything works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ApiClientList } from '~/features/api-clients/api-client-list';
import { apiClientAction } from '~/features/api-clients/api-client-actions.server';
import { apiClientsText } from '~/features/api-clients/api-clients-text.server';
import * as s from '~/features/api-clients/api-clients.css';
import { ClientActionAnswer, ClientUsage, RegisterClientForm } from '~/features/api-clients/register-client-form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { mutate, query } from '~/graphql/client.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { MyApiClientsQuery, RegisterApiClientMutation, RevokeApiClientMutation } from '~/graphql/queries/api-clients.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'API clients — Musika' },
  { name: 'robots', content: 'noindex' },
];

const pageOf = (request: Request) => Math.min(Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1), 10_000);

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { myApiClients } = await query(args.context, args.request, MyApiClientsQuery, { page: pageOf(args.request) }, { token: access.token });
  // The page's words in its language (issue 33 §3), each card's dates written here.
  const { language, t } = requestTranslator(args.request);
  const { page, totalPages } = myApiClients.pageInfo;
  const text = { ...apiClientsText(t, language, myApiClients.items, { admin: false }), pageOf: t('admin.pageOf', { page, total: totalPages }) };
  return { frame: access.frame, clients: myApiClients, text };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const call = { token: access.token };
  const { t } = requestTranslator(args.request);
  const result = await apiClientAction(
    await args.request.formData(),
    {
      register: async (input) => (await mutate(args.context, args.request, RegisterApiClientMutation, { input }, call)).registerApiClient,
      revoke: async (id) => (await mutate(args.context, args.request, RevokeApiClientMutation, { input: { id } }, call)).revokeApiClient,
    },
    t,
  );
  return data(result, { status: result.fieldErrors || result.formError ? 400 : 200 });
}

export default function DashboardApiClients() {
  const { frame, clients, text: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages } = clients.pageInfo;
  return (
    <DashboardLayout frame={frame} title={w.title}>
      <div className={s.stack}>
        <ClientUsage text={w.usage} />
        <ClientActionAnswer result={result} registered={w.registered} />
        <ApiClientList clients={clients.items} text={w.list} />
        {totalPages > 1 ? (
          <p className={s.row}>
            {page > 1 ? <Link to={`?page=${page - 1}`}>{w['admin.newer']}</Link> : null}
            <span className={s.muted}>{w.pageOf}</span>
            {page < totalPages ? <Link to={`?page=${page + 1}`}>{w['admin.older']}</Link> : null}
          </p>
        ) : null}
        <RegisterClientForm result={result} defaults={{ owner: frame.business.name, contactEmail: '' }} text={w.form} />
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
