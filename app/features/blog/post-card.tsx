/** A post, video or update in a list: cover, category, title, excerpt and date. Plain links, no script. */
import { Link } from '@remix-run/react';
import type { PostCardFragment } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import * as s from './blog.css';
import { formatDuration, formatPostDate } from './post-format';

export function postHref(post: Pick<PostCardFragment, 'type' | 'slug'>): string {
  return post.type === 'VIDEO' ? href('video', { slug: post.slug }) : href('article', { slug: post.slug });
}

/** A card's words in the page's language (blog-text.server.ts postText); English without. */
export interface PostText {
  featured: string;
  blog: string;
  videoSoon: string;
  video: string;
  /** "Video, {length}". */
  videoLength: string;
}

const ENGLISH: PostText = { featured: 'Featured', blog: 'Blog', videoSoon: 'Video coming soon', video: 'Video', videoLength: 'Video, {length}' };

/** A post, with its date already written in the page's language (blog-text.server.ts withDates) when it has one. */
type CardPost = PostCardFragment & { when?: string };

/** A video the editors have announced but not yet linked says so, rather than promising a player. */
function videoLabel(post: Pick<PostCardFragment, 'videoUrl' | 'durationSeconds'>, w: PostText): string {
  if (!post.videoUrl) return w.videoSoon;
  return post.durationSeconds ? w.videoLength.replace('{length}', formatDuration(post.durationSeconds)) : w.video;
}

export function PostCard({ post, eager = false, text }: { post: CardPost; eager?: boolean; text?: PostText }) {
  const to = postHref(post);
  const w = text ?? ENGLISH;
  return (
    <article className={s.card}>
      {post.image ? (
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <img className={s.cardImage} src={post.image} alt="" width={1280} height={720} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </Link>
      ) : null}
      <div className={s.cardBody}>
        {post.sticky ? <span className={s.badge}>{w.featured}</span> : null}
        <p className={s.meta}>
          {post.category ? <span translate="no">{post.category.name}</span> : w.blog}
          {post.type === 'VIDEO' ? ` · ${videoLabel(post, w)}` : ''}
        </p>
        <h3 className={s.cardTitle} translate="no">
          <Link className={s.cardLink} to={to} prefetch="intent">
            {post.title}
          </Link>
        </h3>
        <p translate="no">{post.excerpt}</p>
        <p className={s.meta}>
          <time dateTime={post.publishedAt}>{post.when ?? formatPostDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts, label, text }: { posts: CardPost[]; label: string; text?: PostText }) {
  return (
    <ul className={s.grid} aria-label={label}>
      {posts.map((p, i) => (
        <li key={p.id}>
          <PostCard post={p} eager={i < 2} text={text} />
        </li>
      ))}
    </ul>
  );
}
