import { describe, expect, it } from 'vitest';
import { linkedStylesheets, planStylesheets, rewriteChunkCss, type ChunkView } from './stylesheet-plan';

const chunk = (css: string[], imports: string[] = []): ChunkView => ({ css, imports });

// entry → components; root → layout; home → card; product → card, form; dashboard page → form, chart.
const chunks = new Map<string, ChunkView>([
  ['entry.js', chunk([], ['components.js'])],
  ['components.js', chunk([])],
  ['root.js', chunk(['root.css'], ['layout.js', 'components.js'])],
  ['layout.js', chunk(['layout.css', 'button.css'])],
  ['home.js', chunk(['home.css'], ['card.js'])],
  ['card.js', chunk(['card.css'])],
  ['product.js', chunk(['product.css'], ['card.js', 'form.js'])],
  ['form.js', chunk(['form.css'])],
  ['dash.js', chunk(['dash.css'], ['form.js', 'chart.js'])],
  ['chart.js', chunk(['chart.css'])],
  ['map.js', chunk(['leaflet.css'])],
]);
const root = ['entry.js', 'root.js'];

describe('stylesheet plan (decision 006: fewer stylesheets)', () => {
  it("lists a page's sheets as Remix links them: the chunk's own, then its imports depth first, once each", () => {
    expect(linkedStylesheets(['product.js'], chunks)).toEqual(['product.css', 'card.css', 'form.css']);
    expect(linkedStylesheets([...root, 'home.js', 'root.js'], chunks)).toEqual(['root.css', 'layout.css', 'button.css', 'home.css', 'card.css']);
  });

  it('puts the root sheets first and every sheet a page outside the dashboard links into the shared file', () => {
    const plan = planStylesheets(
      root,
      [
        { chunk: 'home.js', dashboard: false },
        { chunk: 'dash.js', dashboard: true },
        { chunk: 'product.js', dashboard: false },
      ],
      chunks,
    );
    expect(plan.shared).toEqual(['root.css', 'layout.css', 'button.css', 'home.css', 'card.css', 'product.css', 'form.css']);
  });

  it('gives the dashboard file only what no other page links, and leaves lazily imported sheets out of both', () => {
    const plan = planStylesheets(
      root,
      [
        { chunk: 'dash.js', dashboard: true },
        { chunk: 'product.js', dashboard: false },
      ],
      chunks,
    );
    expect(plan.dashboard).toEqual(['dash.css', 'chart.css']);
    expect([...plan.shared, ...plan.dashboard]).not.toContain('leaflet.css');
  });

  it("rewrites a chunk's sheets to their merged files in order, without repeats, and keeps the rest", () => {
    const bundleOf = new Map([
      ['dash.css', 'dashboard.css'],
      ['form.css', 'pages.css'],
      ['chart.css', 'dashboard.css'],
    ]);
    expect(rewriteChunkCss(['dash.css', 'form.css', 'chart.css', 'leaflet.css'], bundleOf)).toEqual(['dashboard.css', 'pages.css', 'leaflet.css']);
  });
});
