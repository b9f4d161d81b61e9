/** Loading feedback (issue "Loading feedback"): a progress indicator while a page loads or a form is sent. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar, pendingState } from './navigation-progress';

const idle = { state: 'idle' };

describe('navigation shows progress while a page loads or a form is sent', () => {
  it('is loading during a navigation and submitting while a form (page or fetcher) is sent', () => {
    expect(pendingState({ state: 'loading' }, [])).toBe('loading');
    expect(pendingState({ state: 'submitting' }, [])).toBe('submitting');
    expect(pendingState(idle, [idle, { state: 'submitting' }])).toBe('submitting');
  });

  it('is idle otherwise, and a fetcher only loading (search suggestions) does not count', () => {
    expect(pendingState(idle, [])).toBeNull();
    expect(pendingState(idle, [{ state: 'loading' }])).toBeNull();
  });

  it('renders an accessible progress bar and announces it in a live region', () => {
    const html = renderToStaticMarkup(<ProgressBar pending="loading" />);
    expect(html).toMatch(/<div class="[^"]+" role="progressbar" aria-label="Loading the page…"><\/div>/);
    expect(html).toContain('<p class="visually-hidden" aria-live="polite">Loading the page…</p>');
    expect(renderToStaticMarkup(<ProgressBar pending="submitting" />)).toContain('aria-label="Sending…"');
    // In the page's language when the root hands its words over.
    expect(renderToStaticMarkup(<ProgressBar pending="loading" labels={{ loading: 'Peji riri kuuya…', submitting: 'Kutumira…' }} />)).toContain(
      'aria-label="Peji riri kuuya…"',
    );
  });

  it('renders no bar when idle, but keeps the (empty) live region so the next change is announced', () => {
    expect(renderToStaticMarkup(<ProgressBar pending={null} />)).toBe('<p class="visually-hidden" aria-live="polite"></p>');
  });
});
