import { graphql } from '../generated';

/** Everything the site header and footer show: the category menu and the footer menus. */
export const LayoutQuery = graphql(`
  query Root_Layout {
    categoryMenu { id title url subitems { id title url } }
    companyMenu: menu(slug: "footer-company") { items { id title url } }
    supportMenu: menu(slug: "footer-support") { items { id title url } }
  }
`);
