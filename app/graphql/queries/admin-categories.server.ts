/** The editors' categories and attributes (/admin/categories/, /admin/categories/{kind}/{id}/, /admin/attributes/). */
import { graphql } from '../generated';

export const AdminCategoriesQuery = graphql(`
  query AdminCategories_List($kind: CategoryKind!, $search: String, $page: Int!, $perPage: Int) {
    adminCategories(kind: $kind, search: $search, page: $page, perPage: $perPage) {
      items { id kind name slug parentId depth position siblings count }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const AdminCategoryQuery = graphql(`
  query AdminCategory_Detail($kind: CategoryKind!, $id: ID!) {
    adminCategory(kind: $kind, id: $id) {
      category { id kind name slug parentId depth position siblings image count version }
      ancestors { id name slug }
      children { id name slug }
      oldSlugs
      moveTargets { id name depth }
      attributes { id name slug terms { id name slug } }
    }
  }
`);

export const AdminAttributesQuery = graphql(`
  query AdminAttributes_List($categoryId: ID, $search: String, $page: Int!) {
    adminAttributes(categoryId: $categoryId, search: $search, page: $page) {
      items { id slug name categoryId categoryName terms { id slug name } }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const AddCategoryMutation = graphql(`
  mutation AdminCategories_Add($input: AddCategoryInput!) {
    addCategory(input: $input) { category { id kind name slug } changed userErrors { field message } }
  }
`);

export const RenameCategoryMutation = graphql(`
  mutation AdminCategory_Rename($input: RenameCategoryInput!) {
    renameCategory(input: $input) { category { id name slug } changed userErrors { field message } }
  }
`);

export const ReorderCategoryMutation = graphql(`
  mutation AdminCategories_Reorder($input: ReorderCategoryInput!) {
    reorderCategory(input: $input) { category { id name position } changed userErrors { field message } }
  }
`);

export const MoveCategoryMutation = graphql(`
  mutation AdminCategory_Move($input: MoveCategoryInput!) {
    moveCategory(input: $input) { category { id name parentId } changed userErrors { field message } }
  }
`);

export const AddAttributeMutation = graphql(`
  mutation AdminAttributes_Add($input: AddAttributeInput!) {
    addAttribute(input: $input) { attribute { id name slug } changed userErrors { field message } }
  }
`);

export const RenameAttributeMutation = graphql(`
  mutation AdminAttributes_Rename($input: RenameAttributeInput!) {
    renameAttribute(input: $input) { attribute { id name slug } changed userErrors { field message } }
  }
`);

export const AddAttributeTermMutation = graphql(`
  mutation AdminAttributes_AddTerm($input: AddAttributeTermInput!) {
    addAttributeTerm(input: $input) { attribute { id name slug } changed userErrors { field message } }
  }
`);

export const RenameAttributeTermMutation = graphql(`
  mutation AdminAttributes_RenameTerm($input: RenameAttributeTermInput!) {
    renameAttributeTerm(input: $input) { attribute { id name slug } changed userErrors { field message } }
  }
`);
