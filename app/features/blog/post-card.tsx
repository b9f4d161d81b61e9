/** A post, video or update in a list: cover, category, title, excerpt and date. Plain links, no script. */
import { Link } from '@remix-run/react';
import type { PostCardFragment } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import * as s from './blog.css';
import { formatDuration, formatPostDate } from './post-format';

export function postHref(post: Pick<PostCardFragment, 'type' | 'slug'>): string {
  return post.type === 'VIDEO' ? href('video', { slug: post.slug }) : href('article', { slug: post.slug });
}

/** A video the editors have announced but not yet linked says so, rather than promising a player. */
function videoLabel(post: Pick<PostCardFragment, 'videoUrl' | 'durationSeconds'>): string {
  if (!post.videoUrl) return 'Video coming soon';
  return post.durationSeconds ? `Video, ${formatDuration(post.durationSeconds)}` : 'Video';
}

export function PostCard({ post, eager = false }: { post: PostCardFragment; eager?: boolean }) {
  const to = postHref(post);
  return (
    <article className={s.card}>
      {post.image ? (
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <img className={s.cardImage} src={post.image} alt="" width={1280} height={720} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </Link>
      ) : null}
      <div className={s.cardBody}>
        {post.sticky ? <span className={s.badge}>Featured</span> : null}
        <p className={s.meta}>
          {post.category?.name ?? 'Blog'}
          {post.type === 'VIDEO' ? ` · ${videoLabel(post)}` : ''}
        </p>
        <h3 className={s.cardTitle}>
          <Link className={s.cardLink} to={to} prefetch="intent">
            {post.title}
          </Link>
        </h3>
        <p>{post.excerpt}</p>
        <p className={s.meta}>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts, label }: { posts: PostCardFragment[]; label: string }) {
  return (
    <ul className={s.grid} aria-label={label}>
      {posts.map((p, i) => (
        <li key={p.id}>
          <PostCard post={p} eager={i < 2} />
        </li>
      ))}
    </ul>
  );
}
