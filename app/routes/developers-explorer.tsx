/**
 * /developers/explorer/ (issue 32, ours): a small query runner for the live API, instead of GraphiQL from a CDN
 * (the page's weight on 3G and the CSP). Its code is this route's alone. The page itself is public and edge-cached;
 * a run posted to its action never is.
 */
import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { ExplorerForm } from '~/features/developers/explorer-form';
import { EXAMPLE_QUERY } from '~/features/developers/explorer-request';
import { runExplorer } from '~/features/developers/explorer.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Explorer — the Musika API' },
  { name: 'description', content: 'Run GraphQL queries against the live Musika API, with or without JavaScript.' },
];

export async function action({ context, request }: ActionFunctionArgs) {
  const result = await runExplorer(context, request);
  // The answer may hold what the pasted token's user may see: never kept by any cache.
  return data(result, { status: result.error ? 400 : 200, headers: { 'Cache-Control': 'no-store' } });
}

/** A run's page carries the action's no-store (a GET of the page keeps the server's own headers). */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

export default function DevelopersExplorer() {
  const result = useActionData<typeof action>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Developers', to: href('developers') }, { label: 'Explorer' }]} />
      <PageTitle>Explorer</PageTitle>
      <p className={layoutStyles.muted}>
        Queries run against the live API with the same limits as any client. Introspection (<code>__schema</code>, <code>__type</code>) is answered
        here only; the <Link to={`${href('developers')}#reference`}>schema reference</Link> has every type.
      </p>
      <ExplorerForm
        fields={result?.fields ?? { query: EXAMPLE_QUERY, variables: '', token: '' }}
        initial={result ? { answer: result.answer, error: result.error } : null}
      />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
