/**
 * The editor's preview: the item as the public page would show it (the blog's or the page's own styles), drawn
 * from what the API answered — content already through the allow-list it is saved with — and framed so it is
 * never taken for the saved item. Nothing is saved until Save.
 */
import { PageTitle } from '~/components/layout';
import type { AdminContent_PreviewQuery } from '~/graphql/generated/graphql';
import * as blog from '~/features/blog/blog.css';
import * as pageStyles from '~/features/catalogue/page-content.css';
import * as c from './content-editor.css';
import { fill } from '~/lib/i18n/fill';
import { kindWords, type ContentWords, type KindSlug } from './content-kinds';

type Preview = NonNullable<AdminContent_PreviewQuery['adminContentPreview']['preview']>;

export function ContentPreview({ w, kind, preview }: { w: ContentWords; kind: KindSlug; preview: Preview }) {
  const styles = kind === 'page' ? pageStyles : blog;
  return (
    <section className={c.preview} aria-label={w.preview} data-testid="content-preview">
      <p className={c.status}>{fill(w.previewOf, { kind: kindWords(w, kind).one, slug: preview.slug })}</p>
      <article className={styles.article} translate="no">
        <PageTitle>{preview.title}</PageTitle>
        {kind === 'post' || kind === 'video' ? (
          <p className={blog.meta}>
            {preview.authorName}
            {preview.categoryName ? ` · ${preview.categoryName}` : ''}
          </p>
        ) : null}
        {preview.excerpt ? <p className={blog.meta}>{preview.excerpt}</p> : null}
        {kind === 'video' && preview.videoUrl ? (
          <p>
            {w.video} <a href={preview.videoUrl}>{preview.videoUrl}</a>
            {preview.durationSeconds ? ` (${Math.floor(preview.durationSeconds / 60)}:${String(preview.durationSeconds % 60).padStart(2, '0')})` : ''}
          </p>
        ) : null}
        {preview.image && kind !== 'faq' ? <img className={blog.cover} src={preview.image} alt="" width={1280} height={720} /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API's allow-listed HTML (backend/content/admin-posts-html.ts), as the public page renders it. */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: preview.content }} />
      </article>
    </section>
  );
}
