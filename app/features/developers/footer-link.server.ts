/**
 * The footer's link to /developers/ (issue 32): appended to the editors' Company menu by the root loader, so it costs
 * every page a few bytes of loader data and no JavaScript (a link in the footer's code grew every route's bundle).
 */
import { href } from '~/routes';

export const DEVELOPERS_FOOTER_LINK = { id: 'developers', title: 'Developers', url: href('developers') };

/** The Company menu with the developers' link last, unless the editors already link there. */
export function withDevelopersLink<L extends { url: string }>(menu: readonly L[]): (L | typeof DEVELOPERS_FOOTER_LINK)[] {
  return menu.some((item) => item.url === DEVELOPERS_FOOTER_LINK.url) ? [...menu] : [...menu, DEVELOPERS_FOOTER_LINK];
}
