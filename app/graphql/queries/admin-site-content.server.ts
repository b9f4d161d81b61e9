/** The editors' site content screens: menus, shopping centres, testimonials and the notice bar (/admin/content/…). */
import { graphql } from '../generated';

export const AdminMenusQuery = graphql(`
  query AdminContent_Menus {
    adminMenus { id slug name items { id title url parentId position } }
  }
`);

export const SaveMenuItemMutation = graphql(`
  mutation AdminContent_SaveMenuItem($input: SaveMenuItemInput!) {
    saveMenuItem(input: $input) { menu { id } changed userErrors { field message } }
  }
`);
export const MoveMenuItemMutation = graphql(`
  mutation AdminContent_MoveMenuItem($input: MenuItemActionInput!) {
    moveMenuItem(input: $input) { menu { id } changed userErrors { field message } }
  }
`);
export const RemoveMenuItemMutation = graphql(`
  mutation AdminContent_RemoveMenuItem($input: MenuItemActionInput!) {
    removeMenuItem(input: $input) { menu { id } changed userErrors { field message } }
  }
`);

export const AdminCentresQuery = graphql(`
  query AdminContent_Centres($status: SiteContentFilter, $search: String, $page: Int!) {
    adminShoppingCentres(status: $status, search: $search, page: $page) {
      items { id slug name city suburb published storeCount }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const AdminCentreQuery = graphql(`
  query AdminContent_Centre($id: ID!) {
    adminShoppingCentre(id: $id) {
      centre { id slug name description streetAddress suburb city lat lng hours parking image published storeCount }
      stores { businessId slug name unit status }
    }
  }
`);

export const SaveCentreMutation = graphql(`
  mutation AdminContent_SaveCentre($input: SaveShoppingCentreInput!) {
    saveShoppingCentre(input: $input) { centre { centre { id } } changed userErrors { field message } }
  }
`);
export const ChangeCentreMutation = graphql(`
  mutation AdminContent_ChangeCentre($action: ShoppingCentreAction!, $input: ShoppingCentreActionInput!) {
    changeShoppingCentre(action: $action, input: $input) { centre { centre { id } } changed userErrors { field message } }
  }
`);

export const AdminTestimonialsQuery = graphql(`
  query AdminContent_Testimonials($status: SiteContentFilter, $search: String, $page: Int!) {
    adminTestimonials(status: $status, search: $search, page: $page) {
      items { id customerName customerRole text linkText videoUrl expandable position published updatedAt }
      pageInfo { page perPage total totalPages }
    }
  }
`);
export const SaveTestimonialMutation = graphql(`
  mutation AdminContent_SaveTestimonial($input: SaveTestimonialInput!) {
    saveTestimonial(input: $input) { testimonial { id } changed userErrors { field message } }
  }
`);
export const ChangeTestimonialMutation = graphql(`
  mutation AdminContent_ChangeTestimonial($input: TestimonialActionInput!) {
    changeTestimonial(input: $input) { testimonial { id } changed userErrors { field message } }
  }
`);

export const AdminNoticeBarQuery = graphql(`
  query AdminContent_NoticeBar {
    adminNoticeBar { enabled text linkText linkUrl textAfter updatedAt }
  }
`);
export const SaveNoticeBarMutation = graphql(`
  mutation AdminContent_SaveNoticeBar($input: SaveNoticeBarInput!) {
    saveNoticeBar(input: $input) { notice { updatedAt } changed userErrors { field message } }
  }
`);
