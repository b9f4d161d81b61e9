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
  const named = view.kind === 'category' ? data.postCategories.find((c) => c.slug === view.slug) : undefined;
  const heading = view.kind === 'videos' ? 'Videos' : view.kind === 'updates' ? 'Updates' : named ? named.name : 'Blog';
  const intro =
    view.kind === 'videos'
      ? 'Short guides for buying and selling on Musika. Videos load only when you press play.'
      : view.kind === 'updates'
        ? 'What is new on Musika.'
        : (named?.description ?? 'Guides and tips for buying and selling in Zimbabwe, from the Musika team.');
  // Sticky posts lead page 1 of the blog; they are not repeated in the list under them.
  const sticky = data.stickyPosts ?? [];
  const items = data.posts.items.filter((p) => !sticky.some((s) => s.id === p.id));
  return {
    heading,
    intro,
    current: view.kind === 'category' ? `category:${view.slug}` : view.kind,
    tabs: blogTabs(data.postCategories),
    sticky,
    items,
    pageInfo: data.posts.pageInfo,
    path: url.pathname,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [{ title: `${data.heading === 'Blog' ? 'Blog' : `${data.heading} — Blog`} — Musika` }, { name: 'description', content: data.intro }]
    : statusMeta(error, matches);

export default function Blog() {
  const { heading, intro, current, tabs, sticky, items, pageInfo, path } = useLoaderData<typeof loader>();
  const crumbs = [
    { label: 'Home', to: href('home') },
    ...(heading === 'Blog' ? [{ label: 'Blog' }] : [{ label: 'Blog', to: href('blog') }, { label: heading }]),
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageTitle>{heading}</PageTitle>
      <p className={layoutStyles.muted}>{intro}</p>
      <BlogTabs tabs={tabs} current={current} />
      <KnowledgeSearch />
      {sticky.length ? <PostGrid posts={sticky} label="Featured" /> : null}
      {items.length ? <PostGrid posts={items} label={heading} /> : sticky.length ? null : <Empty>Nothing here yet. Come back soon.</Empty>}
      <Pagination page={pageInfo.page} totalPages={pageInfo.totalPages} hrefFor={(n) => withPage(new URL(path, 'https://musika.local'), n)} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
