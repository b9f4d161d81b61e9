/** Editors' content: the list (/admin/content/) and the editor with its preview (/admin/content/{kind}/…). */
import { graphql } from '../generated';

export const AdminContentListQuery = graphql(`
  query AdminContent_List($kind: ContentKind!, $status: ContentFilter, $search: String, $page: Int!) {
    adminContent(kind: $kind, status: $status, search: $search, page: $page) {
      items { id kind status slug title categoryName updatedAt publishedAt }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const AdminContentEditorQuery = graphql(`
  query AdminContent_Editor($kind: ContentKind!, $id: ID!, $existing: Boolean!) {
    adminContentItem(kind: $kind, id: $id) @include(if: $existing) {
      id kind status slug title excerpt content categoryId categoryName image videoUrl durationSeconds authorName sticky position
      revision slugLocked publishedAt updatedAt
    }
    adminContentCategories(kind: $kind) { id name }
  }
`);

export const AdminContentPreviewQuery = graphql(`
  query AdminContent_Preview($kind: ContentKind!, $input: ContentInput!) {
    adminContentPreview(kind: $kind, input: $input) {
      preview { slug title excerpt content categoryName image videoUrl durationSeconds authorName }
      userErrors { field message }
    }
  }
`);

export const CreateContentMutation = graphql(`
  mutation AdminContent_Create($kind: ContentKind!, $input: ContentInput!) {
    createContent(kind: $kind, input: $input) {
      item { id kind }
      userErrors { field message }
    }
  }
`);

export const UpdateContentMutation = graphql(`
  mutation AdminContent_Update($kind: ContentKind!, $id: ID!, $revision: Int!, $input: ContentInput!) {
    updateContent(kind: $kind, id: $id, revision: $revision, input: $input) {
      item { id revision }
      changed
      userErrors { field message }
    }
  }
`);

export const SetContentStatusMutation = graphql(`
  mutation AdminContent_SetStatus($kind: ContentKind!, $id: ID!, $status: ContentStatus!) {
    setContentStatus(kind: $kind, id: $id, status: $status) {
      item { id status slug }
      userErrors { field message }
    }
  }
`);
