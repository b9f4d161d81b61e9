/**
 * Static islands (static-island.tsx): the server writes an island's memoised markup and marks it; without markup
 * (an error page whose root loader failed) the island renders its fallback with React. The browser side (hydration
 * keeps the markup, a re-mounted island writes it again) is tested end to end in tests/e2e/menu-links.spec.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { categoryMenuHtml } from '~/features/layout/category-menu-html.server';
import { CATEGORY_MENU_ISLAND, CategoryMenu } from '~/features/layout/category-menu';
import { fallbackCategoryMenu } from '~/features/catalogue/fallback-menu';
import { IslandHtml, StaticIsland } from './static-island';

describe('static islands', () => {
  it('writes the markup the server was given, marked with its name', () => {
    const html = renderToStaticMarkup(
      <IslandHtml.Provider value={{ menu: '<li><a href="/category/cars">Cars</a></li>' }}>
        <StaticIsland name="menu" as="ul" className="m" fallback={<li>fallback</li>} />
      </IslandHtml.Provider>,
    );
    expect(html).toBe('<ul class="m" data-island="menu"><li><a href="/category/cars">Cars</a></li></ul>');
  });

  it('renders its fallback, unmarked, when the server has no markup for it', () => {
    const html = renderToStaticMarkup(<StaticIsland name="menu" as="ul" fallback={<li>fallback</li>} />);
    expect(html).toBe('<ul><li>fallback</li></ul>');
  });

  it('renders a menu once per menu answer, and the built-in menu when the layout has none', () => {
    const groups = [
      { id: '1', title: 'Motor Vehicles', url: '/category/motor-vehicles', subitems: [{ id: '21', title: 'Cars', url: '/category/cars' }] },
    ];
    const html = categoryMenuHtml(groups);
    expect(categoryMenuHtml(groups)).toBe(html);
    expect(html).toContain('<a class="');
    expect(html).toContain('href="/category/cars" translate="no">Cars</a>');
    expect(html).toContain('All <span translate="no">Motor Vehicles</span></a>');
    const page = (islands: Record<string, string>) =>
      renderToStaticMarkup(
        <StaticRouter location="/">
          <IslandHtml.Provider value={islands}>
            <CategoryMenu />
          </IslandHtml.Provider>
        </StaticRouter>,
      );
    expect(page({ [CATEGORY_MENU_ISLAND]: html })).toContain(html);
    // No markup (the root loader failed): the spec's built-in menu, still plain links.
    expect(page({})).toContain(`href="${fallbackCategoryMenu[0].subitems[0].url}"`);
  });
});
