import { graphql } from '../generated';

/** Blog and knowledge base documents (issue #13). */
export const PostCardFields = graphql(`
  fragment PostCard on Post {
    id
    type
    slug
    title
    excerpt
    image
    videoUrl
    durationSeconds
    publishedAt
    sticky
    category { slug name }
  }
`);

export const BlogListQuery = graphql(`
  query BlogPage_List($type: PostType!, $category: String, $page: Int!, $withSticky: Boolean!) {
    posts(type: $type, category: $category, page: $page) {
      items { ...PostCard }
      pageInfo { page totalPages total }
    }
    stickyPosts @include(if: $withSticky) { ...PostCard }
    postCategories { slug name description postCount }
  }
`);

export const BlogPostQuery = graphql(`
  query BlogPostPage_Post($slug: String!, $type: PostType!) {
    post(slug: $slug, type: $type) {
      ...PostCard
      content
      videoUrl
      authorName
      updatedAt
    }
    more: posts(type: $type, page: 1, perPage: 4) { items { ...PostCard } }
  }
`);

export const KnowledgeBaseQuery = graphql(`
  query FaqsPage_KnowledgeBase($slug: String, $term: String!, $searching: Boolean!) {
    faqs(slug: $slug) {
      items { id slug title content category { slug name } }
      category { slug name description }
    }
    postCategories(faq: true) { slug name postCount }
    videos: posts(type: VIDEO, page: 1, perPage: 3) { items { ...PostCard } }
    searchPosts(term: $term) @include(if: $searching) {
      items { ...PostCard content }
      pageInfo { total }
    }
  }
`);
