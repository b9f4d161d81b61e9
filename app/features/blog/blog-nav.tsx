/** The blog's category tabs and the knowledge-base search box (a GET form: works without JavaScript). */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { href } from '~/routes';
import * as s from './blog.css';

export interface BlogTab {
  key: string;
  label: string;
  to: string;
  /** An editors' category name (translate="no"). */
  editors?: boolean;
}

/** The tabs' and their nav's words in the page's language (blog-text.server.ts blogTabWords); English without. */
export interface BlogTabWords {
  all: string;
  videos: string;
  updates: string;
  faqs: string;
  label: string;
}

const ENGLISH_TABS: BlogTabWords = { all: 'All articles', videos: 'Videos', updates: 'Updates', faqs: 'FAQs', label: 'Blog sections' };

export function blogTabs(categories: { slug: string; name: string }[], w: BlogTabWords = ENGLISH_TABS): BlogTab[] {
  return [
    { key: 'all', label: w.all, to: href('blog') },
    { key: 'videos', label: w.videos, to: href('videos') },
    // Updates have a route of their own (/blog/updates), so their category is not listed twice.
    { key: 'updates', label: w.updates, to: href('updates') },
    ...categories
      .filter((c) => c.slug !== 'updates')
      .map((c) => ({ key: `category:${c.slug}`, label: c.name, to: href('blog-category', { slug: c.slug }), editors: true })),
    { key: 'faqs', label: w.faqs, to: href('faqs') },
  ];
}

export function BlogTabs({ tabs, current, label = 'Blog sections' }: { tabs: BlogTab[]; current: string; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className={s.tabs}>
        {tabs.map((t) => (
          <li key={t.key}>
            <Link
              className={s.tab}
              to={t.to}
              aria-current={t.key === current ? 'page' : undefined}
              prefetch="intent"
              translate={t.editors ? 'no' : undefined}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Searches articles, videos and FAQs together on the knowledge-base page. */
/** The search box's words in the page's language (blog-text.server.ts knowledgeSearchText); English without. */
export interface KnowledgeSearchText {
  label: string;
  field: string;
  submit: string;
}

const ENGLISH_SEARCH: KnowledgeSearchText = { label: 'Search the knowledge base', field: 'Search articles, videos and FAQs', submit: 'Search' };

export function KnowledgeSearch({ term = '', text = ENGLISH_SEARCH }: { term?: string; text?: KnowledgeSearchText }) {
  return (
    <Form method="get" action={href('faqs')} className={s.searchForm} role="search" aria-label={text.label}>
      <label className={s.visuallyHidden} htmlFor="kb-search">
        {text.field}
      </label>
      <input
        className={s.searchInput}
        id="kb-search"
        type="search"
        name="q"
        defaultValue={term}
        placeholder={text.field}
        minLength={2}
        maxLength={100}
        required
      />
      <button className={button()} type="submit">
        {text.submit}
      </button>
    </Form>
  );
}
