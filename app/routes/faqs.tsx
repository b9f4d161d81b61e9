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
import { requestTranslator } from '~/lib/i18n/translate.server';
import { knowledgeSearchText, postText, withDates } from '~/features/blog/blog-text.server';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get('category') ?? '';
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  if (category && !SLUG.test(category)) throw notFound();
  const data = await query(context, request, KnowledgeBaseQuery, { slug: category || null, term, searching: term.length >= 2 });
  if (!data.faqs) throw notFound();
  const { language, t } = requestTranslator(request);
  const results = data.searchPosts ?? null;
  const text = {
    home: t('common.home'),
    title: t('blog.faqsTitle'),
    description: t('blog.faqsDescription'),
    intro: t('blog.faqsIntro'),
    contactUs: t('blog.contactUs'),
    tooShort: t('blog.tooShort'),
    resultsFor: t('blog.resultsFor', { term }),
    results: results ? t('blog.results', { count: results.pageInfo.total }) : '',
    searchResults: t('blog.searchResults'),
    kinds: { FAQ: t('blog.faq'), VIDEO: t('blog.video'), POST: t('blog.article') } as Record<string, string>,
    noMatch: t('blog.noMatch', { term }),
    topics: t('blog.faqTopics'),
    allQuestions: t('blog.allQuestions'),
    heading: t('blog.faqHeading'),
    videos: t('blog.videos'),
    allVideos: t('blog.allVideos'),
    readGuides: t('blog.readGuides'),
  };
  return {
    term,
    tooShort: term.length === 1,
    category: data.faqs.category,
    faqs: data.faqs.items,
    categories: data.postCategories,
    videos: withDates(language, data.videos?.items ?? []),
    results,
    text,
    search: knowledgeSearchText(t),
    post: postText(t),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [
        { title: `${data.term ? `“${data.term}” — ` : data.category ? `${data.category.name} — ` : ''}${data.text.title} — Musika` },
        { name: 'description', content: data.text.description },
      ]
    : statusMeta(error, matches);

export default function Faqs() {
  const { term, tooShort, category, faqs, categories, videos, results, text, search, post } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.title }]} />
      <PageTitle>{text.title}</PageTitle>
      <p className={layoutStyles.muted}>
        {text.intro} <Link to={href('contact-us')}>{text.contactUs}</Link>.
      </p>
      <KnowledgeSearch term={term} text={search} />
      {tooShort ? <p role="status">{text.tooShort}</p> : null}
      {results ? (
        <Section title={text.resultsFor}>
          <p role="status" className={layoutStyles.muted}>
            {text.results}
          </p>
          {results.items.length ? (
            <ul className={s.faqList} aria-label={text.searchResults}>
              {results.items.map((r) => (
                <li key={r.id} className={s.faq}>
                  <p className={s.meta}>{text.kinds[r.type] ?? text.kinds.POST}</p>
                  <Link
                    translate="no"
                    className={s.faqQuestion}
                    to={r.type === 'FAQ' ? `${href('faqs')}?category=${r.category?.slug ?? ''}#${r.slug}` : postHref(r)}
                  >
                    {r.title}
                  </Link>
                  {r.excerpt ? <p translate="no">{r.excerpt}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{text.noMatch}</Empty>
          )}
        </Section>
      ) : null}
      <nav aria-label={text.topics}>
        <ul className={s.tabs}>
          <li>
            <Link className={s.tab} to={href('faqs')} aria-current={category ? undefined : 'page'}>
              {text.allQuestions}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link className={s.tab} to={`${href('faqs')}?category=${c.slug}`} aria-current={category?.slug === c.slug ? 'page' : undefined}>
                <span translate="no">{c.name}</span> ({c.postCount ?? 0})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section title={category ? category.name : text.heading}>
        <div className={s.faqList}>
          {faqs.map((f) => (
            <details key={f.id} id={f.slug} className={s.faq}>
              <summary className={s.faqQuestion} translate="no">
                {f.title}
              </summary>
              {/* FAQ answers are HTML written by Musika's editors, not by users. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML by Musika's editors; no API writes it (backend/content/posts-routes.ts and content.ts only read). */}
              <div className={s.faqAnswer} translate="no" dangerouslySetInnerHTML={{ __html: f.content }} />
            </details>
          ))}
        </div>
      </Section>
      {videos.length ? (
        <Section title={text.videos} action={{ to: href('videos'), label: text.allVideos }}>
          <PostGrid posts={videos} label={text.videos} text={post} />
        </Section>
      ) : null}
      <p>
        <Link to={href('blog')}>{text.readGuides}</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
