/**
 * The blog's lists (spec §2): /blog (sticky posts first, then the newest articles), /blog/videos,
 * /blog/updates and /blog/category/{slug}. One module: they differ only in what they list. Public and the same
 * for everyone, so the whole-page edge cache keeps them (server/page-cache.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { statusMeta } from '~/components/status-meta';
import { BlogTabs, KnowledgeSearch, blogTabs } from '~/features/blog/blog-nav';
import { PostGrid } from '~/features/blog/post-card';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { BlogListQuery } from '~/graphql/queries/posts.server';
import { href } from '~/routes';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { blogTabWords, knowledgeSearchText, postText, withDates } from '~/features/blog/blog-text.server';

type View = { kind: 'all' } | { kind: 'videos' } | { kind: 'updates' } | { kind: 'category'; slug: string };

function viewOf(url: URL, slug: string | undefined): View {
  if (url.pathname.startsWith('/blog/category/')) return { kind: 'category', slug: slug ?? '' };
  if (url.pathname.startsWith('/blog/videos')) return { kind: 'videos' };
  if (url.pathname.startsWith('/blog/updates')) return { kind: 'updates' };
  return { kind: 'all' };
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = viewOf(url, params.slug);
  const page = pageFromUrl(url);
  const category = view.kind === 'category' ? view.slug : view.kind === 'updates' ? 'updates' : undefined;
  const data = await query(context, request, BlogListQuery, {
    type: view.kind === 'videos' ? 'VIDEO' : 'POST',
    category,
    page,
    withSticky: view.kind === 'all' && page === 1,
  });
  if (!data.posts) throw notFound();
  const { language, t } = requestTranslator(request);
  const named = view.kind === 'category' ? data.postCategories.find((c) => c.slug === view.slug) : undefined;
  const blogWord = t('blog.blog');
  const heading = view.kind === 'videos' ? t('blog.videos') : view.kind === 'updates' ? t('blog.updates') : named ? named.name : blogWord;
  const intro =
    view.kind === 'videos' ? t('blog.videosIntro') : view.kind === 'updates' ? t('blog.updatesIntro') : (named?.description ?? t('blog.intro'));
  const tabWords = blogTabWords(t);
  // Sticky posts lead page 1 of the blog; they are not repeated in the list under them.
  const sticky = withDates(language, data.stickyPosts ?? []);
  const items = withDates(
    language,
    data.posts.items.filter((p) => !sticky.some((s) => s.id === p.id)),
  );
  return {
    heading,
    intro,
    // The blog's own page, or one of its sections (its title then names the blog after it); a category's
    // heading and intro are the editors' words.
    isBlog: heading === blogWord,
    named: Boolean(named),
    text: { home: t('common.home'), blog: blogWord, featured: t('blog.featured'), empty: t('blog.empty'), tabsLabel: tabWords.label },
    post: postText(t),
    search: knowledgeSearchText(t),
    current: view.kind === 'category' ? `category:${view.slug}` : view.kind,
    tabs: blogTabs(data.postCategories, tabWords),
    sticky,
    items,
    pageInfo: data.posts.pageInfo,
    path: url.pathname,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [{ title: `${data.isBlog ? data.text.blog : `${data.heading} — ${data.text.blog}`} — Musika` }, { name: 'description', content: data.intro }]
    : statusMeta(error, matches);

export default function Blog() {
  const { heading, intro, isBlog, named, text, post, search, current, tabs, sticky, items, pageInfo, path } = useLoaderData<typeof loader>();
  const crumbs = [
    { label: text.home, to: href('home') },
    ...(isBlog ? [{ label: text.blog }] : [{ label: text.blog, to: href('blog') }, { label: heading }]),
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageTitle>
        <span translate={named ? 'no' : undefined}>{heading}</span>
      </PageTitle>
      <p className={layoutStyles.muted} translate={named ? 'no' : undefined}>
        {intro}
      </p>
      <BlogTabs tabs={tabs} current={current} label={text.tabsLabel} />
      <KnowledgeSearch text={search} />
      {sticky.length ? <PostGrid posts={sticky} label={text.featured} text={post} /> : null}
      {items.length ? <PostGrid posts={items} label={heading} text={post} /> : sticky.length ? null : <Empty>{text.empty}</Empty>}
      <Pagination page={pageInfo.page} totalPages={pageInfo.totalPages} hrefFor={(n) => withPage(new URL(path, 'https://musika.local'), n)} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
