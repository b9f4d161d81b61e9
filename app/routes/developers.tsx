/**
 * /developers/ (issue 32, ours): the GraphQL API's guide for other clients — getting started with curl,
 * authentication, errors, limits, caching and persisted queries, the deprecation policy — and the index of the
 * schema reference generated from the SDL. Static but for the site's address: public and edge-cached.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import { AuthenticationSection, CachingSection, DeprecationSection, LimitsSection } from '~/features/developers/api-guide';
import * as s from '~/features/developers/developers.css';
import { ErrorCatalogueSection } from '~/features/developers/error-catalogue';
import { GettingStartedSection } from '~/features/developers/getting-started-section';
import { loadReference, typeIndex } from '~/features/developers/reference.server';
import { TypeIndexSection } from '~/features/developers/type-index';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Developers — the Musika GraphQL API' },
  { name: 'description', content: 'Build on Musika: the public GraphQL API, with a getting-started guide, the schema reference and an explorer.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const reference = await loadReference();
  return { origin: new URL(request.url).origin, groups: typeIndex(reference), errors: reference.errors, limits: reference.limits };
}

const CONTENTS = [
  ['getting-started', 'Getting started'],
  ['authentication', 'Authentication'],
  ['errors', 'Errors'],
  ['limits', 'Limits'],
  ['caching', 'Caching and persisted queries'],
  ['deprecations', 'Deprecation policy'],
  ['reference', 'Schema reference'],
] as const;

export default function Developers() {
  const { origin, groups, errors, limits } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Developers' }]} />
      <PageTitle>The Musika API</PageTitle>
      <p className={layoutStyles.muted}>
        Everything the site does, a mobile app, a partner’s site or a price-comparison service can do through one GraphQL endpoint. Try queries in the{' '}
        <Link to={href('developers-explorer')}>explorer</Link>.
      </p>
      <nav aria-label="On this page">
        <ul className={s.toc}>
          {CONTENTS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
          <li>
            <Link to={href('developers-explorer')}>Explorer</Link>
          </li>
        </ul>
      </nav>
      <GettingStartedSection origin={origin} />
      <AuthenticationSection />
      <ErrorCatalogueSection codes={errors} />
      <LimitsSection limits={limits} />
      <CachingSection />
      <DeprecationSection />
      <TypeIndexSection groups={groups} />
      <Section title="Explorer">
        <p>
          <Link to={href('developers-explorer')}>Run a query against the live API</Link>, with or without JavaScript.
        </p>
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
