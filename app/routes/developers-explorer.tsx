/**
 * /developers/explorer/ (issue 32, ours): a small query runner for the live API, instead of GraphiQL from a CDN
 * (the page's weight on 3G and the CSP). Its code is this route's alone. The page itself is public and edge-cached;
 * a run posted to its action never is.
 */
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { ExplorerForm } from '~/features/developers/explorer-form';
import { EXAMPLE_QUERY } from '~/features/developers/explorer-request';
import { explorerText } from '~/features/developers/developers-text.server';
import { runExplorer } from '~/features/developers/explorer.server';
import { Placed } from '~/components/placed-text';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Explorer — the Musika API' },
  { name: 'description', content: data?.text.description ?? 'Run GraphQL queries against the live Musika API, with or without JavaScript.' },
];

export function loader({ request }: LoaderFunctionArgs) {
  return { text: explorerText(requestTranslator(request).t) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const result = await runExplorer(context, request);
  // The answer may hold what the pasted token's user may see: never kept by any cache.
  return data(result, { status: result.error ? 400 : 200, headers: { 'Cache-Control': 'no-store' } });
}

/** A run's page carries the action's no-store (a GET of the page keeps the server's own headers). */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

export default function DevelopersExplorer() {
  const result = useActionData<typeof action>();
  const { text } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.crumb, to: href('developers') }, { label: text.title }]} />
      <PageTitle>{text.title}</PageTitle>
      <p className={layoutStyles.muted}>
        <Placed
          text={text.lead}
          nodes={{
            schema: <code>__schema</code>,
            type: <code>__type</code>,
            reference: <Link to={`${href('developers')}#reference`}>{text.referenceLink}</Link>,
          }}
        />
      </p>
      <ExplorerForm
        fields={result?.fields ?? { query: EXAMPLE_QUERY, variables: '', token: '' }}
        initial={result ? { answer: result.answer, error: result.error } : null}
        text={text.form}
      />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
