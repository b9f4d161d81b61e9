import { graphql } from '../generated';

/**
 * Everything the site header and footer show: the category menu, the footer menus and the notice bar; the stores'
 * categories (the filters and forms of stores and buyer requests); and the USD→ZWG rate,
 * public like them, so every page's prices can show ZiG beside USD without a query of its own.
 */
export const LayoutQuery = graphql(`
  query Root_Layout {
    categoryMenu { id title url subitems { id title url } }
    companyMenu: menu(slug: "footer-company") { items { id title url } }
    supportMenu: menu(slug: "footer-support") { items { id title url } }
    exchangeRate { rateMicros }
    noticeBar { enabled text linkText linkUrl textAfter }
    businessCategories { id name }
  }
`);
