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
import * as s from '~/features/api-clients/api-clients.css';
import { ClientActionAnswer, ClientUsage, RegisterClientForm } from '~/features/api-clients/register-client-form';
import { mutate, query } from '~/graphql/client.server';
import { AdminApiClientsQuery, AdminRegisterApiClientMutation, AdminRevokeApiClientMutation } from '~/graphql/queries/api-clients.server';

export const meta: MetaFunction = () => [{ title: 'API clients — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.apiClients.roles);
  const { search, page } = readAdminListParams(args.request);
  const { adminApiClients } = await query(args.context, args.request, AdminApiClientsQuery, { search: search || null, page });
  return { frame, search, clients: adminApiClients };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.apiClients.roles);
  const result = await apiClientAction(await args.request.formData(), {
    register: async (input) => (await mutate(args.context, args.request, AdminRegisterApiClientMutation, { input })).adminRegisterApiClient,
    revoke: async (id) => (await mutate(args.context, args.request, AdminRevokeApiClientMutation, { input: { id } })).adminRevokeApiClient,
  });
  return data(result, { status: result.fieldErrors || result.formError ? 400 : 200 });
}

export default function AdminApiClients() {
  const { frame, search, clients } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = clients.pageInfo;
  return (
    <AdminShell frame={frame} title="API clients">
      <div className={s.stack}>
        <ClientUsage />
        <ClientActionAnswer result={result} />
        <AdminFilters
          label="Find API clients"
          search={search}
          searchLabel="Name, owner, e-mail or id"
          searchPlaceholder="Name, owner, e-mail or id"
        />
        <p className={s.muted}>
          {total} {total === 1 ? 'client' : 'clients'}
        </p>
        <ApiClientList clients={clients.items} empty="No API clients match." showRegistrar />
        <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ search }, p)} />
        <RegisterClientForm result={result} defaults={{ owner: '', contactEmail: '' }} />
      </div>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
