/**
 * /developers/reference/<Type>/ (issue 32, ours): one type of the schema reference, small enough for 3G. The
 * loader sends only that type; an unknown name is a 404. Public and edge-cached.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle } from '~/components/layout';
import { statusMeta } from '~/components/status-meta';
import { findType, loadReference } from '~/features/developers/reference.server';
import { TypeReference } from '~/features/developers/type-reference';
import { invariantFound } from '~/lib/invariant-response.server';
import { referenceText } from '~/features/developers/developers-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const type = invariantFound(findType(await loadReference(), params.type ?? ''), 'No such type in the schema');
  return { type, w: referenceText(requestTranslator(request).t, type) };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.w.meta }, { name: 'description', content: data.type.description.slice(0, 160) }] : statusMeta(error, matches);

export default function DevelopersReference() {
  const { type, w } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs
        items={[
          { label: w.home, to: href('home') },
          { label: w.crumb, to: href('developers') },
          { label: w.reference, to: `${href('developers')}#reference` },
          { label: type.name },
        ]}
      />
      <PageTitle>{type.name}</PageTitle>
      <TypeReference type={type} w={w} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
