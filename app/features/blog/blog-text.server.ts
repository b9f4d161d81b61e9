/**
 * The blog's, its posts' and Help and FAQs' words in the page's language (issue 33 §3), finished here for the
 * loaders (decision 030). Posts, FAQ answers and category names are the editors' (translate="no").
 */
import { formatDateIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import type { Translate } from '~/lib/i18n/translate.server';
import type { PostText } from './post-card';
import type { BlogTabWords, KnowledgeSearchText } from './blog-nav';

export function postText(t: Translate): PostText {
  return {
    featured: t('blog.featured'),
    blog: t('blog.blog'),
    videoSoon: t('blog.videoSoon'),
    video: t('blog.video'),
    videoLength: t('blog.videoLength', { length: '{length}' }),
  };
}

export function blogTabWords(t: Translate): BlogTabWords {
  return { all: t('blog.allArticles'), videos: t('blog.videos'), updates: t('blog.updates'), faqs: t('blog.faqs'), label: t('blog.sections') };
}

export function knowledgeSearchText(t: Translate): KnowledgeSearchText {
  return { label: t('blog.searchLabel'), field: t('blog.searchField'), submit: t('blog.search') };
}

/** Each post with its publishing date written in the language ("27 Mbudzi 2026"), for its card. */
export function withDates<P extends { publishedAt: string }>(language: Language, posts: readonly P[]): (P & { when: string })[] {
  return posts.map((post) => ({ ...post, when: Number.isNaN(new Date(post.publishedAt).getTime()) ? '' : formatDateIn(language, post.publishedAt) }));
}
