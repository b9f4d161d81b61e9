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
import { portalText } from '~/features/developers/developers-text.server';
import { Placed } from '~/components/placed-text';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Developers — the Musika GraphQL API' },
  {
    name: 'description',
    content: data?.text.description ?? 'Build on Musika: the public GraphQL API, with a getting-started guide, the schema reference and an explorer.',
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const reference = await loadReference();
  const { language, t } = requestTranslator(request);
  const text = portalText(language, t);
  const groups = typeIndex(reference).map((group) => ({ title: text.groups[group.kind], types: group.types }));
  return { origin: new URL(request.url).origin, groups, errors: reference.errors, limits: reference.limits, text };
}

/** The contents' anchors, in the page's order (their words: `text.contents`). */
const CONTENTS = ['getting-started', 'authentication', 'errors', 'limits', 'caching', 'deprecations', 'reference'] as const;

export default function Developers() {
  const { origin, groups, errors, limits, text } = useLoaderData<typeof loader>();
  const { contents } = text;
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.crumb }]} />
      <PageTitle>{text.title}</PageTitle>
      <p className={layoutStyles.muted}>
        <Placed text={text.lead} nodes={{ explorer: <Link to={href('developers-explorer')}>{text.explorerLink}</Link> }} />
      </p>
      {text.englishNote ? <p className={layoutStyles.muted}>{text.englishNote}</p> : null}
      <nav aria-label={text.onThisPage}>
        <ul className={s.toc}>
          {CONTENTS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{contents[id]}</a>
            </li>
          ))}
          <li>
            <Link to={href('developers-explorer')}>{text.explorer}</Link>
          </li>
        </ul>
      </nav>
      <GettingStartedSection origin={origin} title={contents['getting-started']} steps={text.steps} />
      <AuthenticationSection title={contents.authentication} />
      <ErrorCatalogueSection
        codes={errors}
        text={{
          title: contents.errors,
          codesOfRequest: text.codesOfRequest,
          codesOfOperations: text.codesOfOperations,
          code: text.code,
          meaning: text.meaning,
        }}
      />
      <LimitsSection limits={limits} title={contents.limits} />
      <CachingSection title={contents.caching} />
      <DeprecationSection title={contents.deprecations} />
      <TypeIndexSection groups={groups} title={contents.reference} intro={text.referenceIntro} />
      <Section title={text.explorer}>
        <p>
          <Link to={href('developers-explorer')}>{text.explorerRun}</Link>
          {text.explorerAfter}
        </p>
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
