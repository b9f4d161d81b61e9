/** The blog's category tabs and the knowledge-base search box (a GET form: works without JavaScript). */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { href } from '~/routes';
import * as s from './blog.css';

export interface BlogTab {
  key: string;
  label: string;
  to: string;
}

export function blogTabs(categories: { slug: string; name: string }[]): BlogTab[] {
  return [
    { key: 'all', label: 'All articles', to: href('blog') },
    { key: 'videos', label: 'Videos', to: href('videos') },
    // Updates have a route of their own (/blog/updates), so their category is not listed twice.
    { key: 'updates', label: 'Updates', to: href('updates') },
    ...categories
      .filter((c) => c.slug !== 'updates')
      .map((c) => ({ key: `category:${c.slug}`, label: c.name, to: href('blog-category', { slug: c.slug }) })),
    { key: 'faqs', label: 'FAQs', to: href('faqs') },
  ];
}

export function BlogTabs({ tabs, current }: { tabs: BlogTab[]; current: string }) {
  return (
    <nav aria-label="Blog sections">
      <ul className={s.tabs}>
        {tabs.map((t) => (
          <li key={t.key}>
            <Link className={s.tab} to={t.to} aria-current={t.key === current ? 'page' : undefined} prefetch="intent">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Searches articles, videos and FAQs together on the knowledge-base page. */
export function KnowledgeSearch({ term = '' }: { term?: string }) {
  return (
    <Form method="get" action={href('faqs')} className={s.searchForm} role="search" aria-label="Search the knowledge base">
      <label className={s.visuallyHidden} htmlFor="kb-search">
        Search articles, videos and FAQs
      </label>
      <input
        className={s.searchInput}
        id="kb-search"
        type="search"
        name="q"
        defaultValue={term}
        placeholder="Search articles, videos and FAQs"
        minLength={2}
        maxLength={100}
        required
      />
      <button className={button()} type="submit">
        Search
      </button>
    </Form>
  );
}
