/**
 * /admin/api-clients/ (issue 32 §3): admins see every API client — store owners' and operators' — find one by
 * name, owner, e-mail or id, register one for a partner without a Musika account, and revoke any (audited). Plain
 * POST forms: it all works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import { ApiClientList } from '~/features/api-clients/api-client-list';
import { apiClientAction } from '~/features/api-clients/api-client-actions.server';
import { apiClientsText } from '~/features/api-clients/api-clients-text.server';
import * as s from '~/features/api-clients/api-clients.css';
import { ClientActionAnswer, ClientUsage, RegisterClientForm } from '~/features/api-clients/register-client-form';
import { mutate, query } from '~/graphql/client.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { AdminApiClientsQuery, AdminRegisterApiClientMutation, AdminRevokeApiClientMutation } from '~/graphql/queries/api-clients.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'API clients — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.apiClients.roles);
  const { search, page } = readAdminListParams(args.request);
  const { adminApiClients } = await query(args.context, args.request, AdminApiClientsQuery, { search: search || null, page });
  // The page's words in its language (issue 33 §3), each card's dates written here.
  const { language, t } = requestTranslator(args.request);
  const text = {
    ...apiClientsText(t, language, adminApiClients.items, { admin: true }),
    count: t('vendorPeople.clientCount', { count: adminApiClients.pageInfo.total }),
  };
  return { frame, search, clients: adminApiClients, text };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.apiClients.roles);
  const { t } = requestTranslator(args.request);
  const result = await apiClientAction(
    await args.request.formData(),
    {
      register: async (input) => (await mutate(args.context, args.request, AdminRegisterApiClientMutation, { input })).adminRegisterApiClient,
      revoke: async (id) => (await mutate(args.context, args.request, AdminRevokeApiClientMutation, { input: { id } })).adminRevokeApiClient,
    },
    t,
  );
  return data(result, { status: result.fieldErrors || result.formError ? 400 : 200 });
}

export default function AdminApiClients() {
  const { frame, search, clients, text: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages } = clients.pageInfo;
  return (
    <AdminShell frame={frame} title={w.title}>
      <div className={s.stack}>
        <ClientUsage text={w.usage} />
        <ClientActionAnswer result={result} registered={w.registered} />
        <AdminFilters
          label={w['vendorPeople.findClients']}
          search={search}
          searchLabel={w['vendorPeople.clientSearch']}
          searchPlaceholder={w['vendorPeople.clientSearch']}
        />
        <p className={s.muted}>{w.count}</p>
        <ApiClientList clients={clients.items} text={w.list} />
        <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ search }, p)} />
        <RegisterClientForm result={result} defaults={{ owner: '', contactEmail: '' }} text={w.form} />
      </div>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
