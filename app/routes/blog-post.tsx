/**
 * One article (/blog/article/{slug}) or video (/blog/video/{slug}), with more of the same kind under it. A video
 * shows its poster until the visitor taps play (features/blog/video-player.tsx). Public and edge-cached.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import { statusMeta } from '~/components/status-meta';
import * as s from '~/features/blog/blog.css';
import { PostGrid } from '~/features/blog/post-card';
import { formatPostDate } from '~/features/blog/post-format';
import { VideoComing, VideoPlayer } from '~/features/blog/video-player';
import { query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { BlogPostQuery } from '~/graphql/queries/posts.server';
import { href } from '~/routes';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { postText, withDates } from '~/features/blog/blog-text.server';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!SLUG.test(slug)) throw notFound();
  const type = new URL(request.url).pathname.startsWith('/blog/video/') ? 'VIDEO' : 'POST';
  const data = await query(context, request, BlogPostQuery, { slug, type });
  const post = invariantFound(data.post, type === 'VIDEO' ? 'Video not found' : 'Article not found');
  const { language, t } = requestTranslator(request);
  const isVideo = post.type === 'VIDEO';
  const text = {
    home: t('common.home'),
    blog: t('blog.blog'),
    videos: t('blog.videos'),
    more: isVideo ? t('blog.moreVideos') : t('blog.moreArticles'),
    seeAll: t('blog.seeAll'),
    videoSoon: t('blog.videoSoon'),
    play: t('blog.playVideo'),
    card: postText(t),
  };
  const [dated] = withDates(language, [post]);
  return { post: dated, more: withDates(language, data.more?.items.filter((p) => p.id !== post.id).slice(0, 3) ?? []), text };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [
        { title: `${data.post.title} — Musika` },
        { name: 'description', content: data.post.excerpt },
        { property: 'og:title', content: data.post.title },
        { property: 'og:type', content: data.post.type === 'VIDEO' ? 'video.other' : 'article' },
        ...(data.post.image ? [{ property: 'og:image', content: data.post.image }] : []),
      ]
    : statusMeta(error, matches);

export default function BlogPost() {
  const { post, more, text } = useLoaderData<typeof loader>();
  const isVideo = post.type === 'VIDEO';
  const list = isVideo
    ? { label: text.videos, to: href('videos') }
    : post.category
      ? {
          label: post.category.name,
          editors: true,
          to: post.category.slug === 'updates' ? href('updates') : href('blog-category', { slug: post.category.slug }),
        }
      : null;
  return (
    <>
      <article className={s.article}>
        <Breadcrumbs
          items={[{ label: text.home, to: href('home') }, { label: text.blog, to: href('blog') }, ...(list ? [list] : []), { label: post.title }]}
        />
        <PageTitle>
          <span translate="no">{post.title}</span>
        </PageTitle>
        <p className={layoutStyles.muted}>
          <span translate="no">{post.authorName}</span> · <time dateTime={post.publishedAt}>{post.when || formatPostDate(post.publishedAt)}</time>
          {list ? (
            <>
              {' · '}
              <Link to={list.to} translate={'editors' in list ? 'no' : undefined}>
                {list.label}
              </Link>
            </>
          ) : null}
        </p>
        {isVideo && post.videoUrl ? (
          <VideoPlayer
            title={post.title}
            videoUrl={post.videoUrl}
            poster={post.image}
            durationSeconds={post.durationSeconds ?? null}
            playLabel={text.play}
          />
        ) : isVideo ? (
          <VideoComing poster={post.image} label={text.videoSoon} />
        ) : post.image ? (
          <img className={s.cover} src={post.image} alt="" width={1280} height={720} />
        ) : null}
        {/* Post content is HTML written by Musika's editors in the CMS, not by users. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML by Musika's editors; no API writes it (backend/content/posts-routes.ts and content.ts only read). */}
        <div className={s.content} translate="no" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      {more.length ? (
        <Section title={text.more} action={{ to: isVideo ? href('videos') : href('blog'), label: text.seeAll }}>
          <PostGrid posts={more} label={text.more} text={text.card} />
        </Section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
