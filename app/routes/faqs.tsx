/**
 * The knowledge base (/faqs): FAQs by category as questions that open in place (<details>: no JavaScript),
 * a search across articles, videos and FAQs (?q=), and the latest videos. Public and edge-cached.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, Section, layoutStyles } from '~/components/layout';
import { statusMeta } from '~/components/status-meta';
import { KnowledgeSearch } from '~/features/blog/blog-nav';
import * as s from '~/features/blog/blog.css';
import { PostGrid, postHref } from '~/features/blog/post-card';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { KnowledgeBaseQuery } from '~/graphql/queries/posts.server';
import { href } from '~/routes';
import { resultCount } from '~/lib/result-count';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get('category') ?? '';
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  if (category && !SLUG.test(category)) throw notFound();
  const data = await query(context, request, KnowledgeBaseQuery, { slug: category || null, term, searching: term.length >= 2 });
  if (!data.faqs) throw notFound();
  return {
    term,
    tooShort: term.length === 1,
    category: data.faqs.category,
    faqs: data.faqs.items,
    categories: data.postCategories,
    videos: data.videos?.items ?? [],
    results: data.searchPosts ?? null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [
        { title: `${data.term ? `“${data.term}” — ` : data.category ? `${data.category.name} — ` : ''}Help and FAQs — Musika` },
        { name: 'description', content: 'Answers to common questions about buying and selling on Musika, with guides and videos.' },
      ]
    : statusMeta(error, matches);

export default function Faqs() {
  const { term, tooShort, category, faqs, categories, videos, results } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Help and FAQs' }]} />
      <PageTitle>Help and FAQs</PageTitle>
      <p className={layoutStyles.muted}>
        Answers to common questions, with our guides and videos. Still stuck? <Link to={href('contact-us')}>Contact us</Link>.
      </p>
      <KnowledgeSearch term={term} />
      {tooShort ? <p role="status">Type at least 2 characters to search.</p> : null}
      {results ? (
        <Section title={`Results for “${term}”`}>
          <p role="status" className={layoutStyles.muted}>
            {resultCount(results.pageInfo, 'result', 'results')}
          </p>
          {results.items.length ? (
            <ul className={s.faqList} aria-label="Search results">
              {results.items.map((r) => (
                <li key={r.id} className={s.faq}>
                  <p className={s.meta}>{r.type === 'FAQ' ? 'FAQ' : r.type === 'VIDEO' ? 'Video' : 'Article'}</p>
                  <Link
                    className={s.faqQuestion}
                    to={r.type === 'FAQ' ? `${href('faqs')}?category=${r.category?.slug ?? ''}#${r.slug}` : postHref(r)}
                  >
                    {r.title}
                  </Link>
                  {r.excerpt ? <p>{r.excerpt}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <Empty>Nothing matches “{term}”. Try another word, or browse the questions below.</Empty>
          )}
        </Section>
      ) : null}
      <nav aria-label="FAQ topics">
        <ul className={s.tabs}>
          <li>
            <Link className={s.tab} to={href('faqs')} aria-current={category ? undefined : 'page'}>
              All questions
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link className={s.tab} to={`${href('faqs')}?category=${c.slug}`} aria-current={category?.slug === c.slug ? 'page' : undefined}>
                {c.name} ({c.postCount ?? 0})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section title={category ? category.name : 'Frequently asked questions'}>
        <div className={s.faqList}>
          {faqs.map((f) => (
            <details key={f.id} id={f.slug} className={s.faq}>
              <summary className={s.faqQuestion}>{f.title}</summary>
              {/* FAQ answers are HTML written by Musika's editors, not by users. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML by Musika's editors; no API writes it (backend/content/posts-routes.ts and content.ts only read). */}
              <div className={s.faqAnswer} dangerouslySetInnerHTML={{ __html: f.content }} />
            </details>
          ))}
        </div>
      </Section>
      {videos.length ? (
        <Section title="Videos" action={{ to: href('videos'), label: 'All videos' }}>
          <PostGrid posts={videos} label="Videos" />
        </Section>
      ) : null}
      <p>
        <Link to={href('blog')}>Read our guides on the blog →</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
