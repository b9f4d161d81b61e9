import { describe, expect, it } from 'vitest';
import { blogTabs } from './blog-nav';
import { formatDuration, formatPostDate } from './post-format';
import { withAutoplay } from './video-player';

describe('post dates and durations', () => {
  it('shows dates in Harare time, whatever the machine’s zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Harare (UTC+2).
    expect(formatPostDate('2026-03-01T23:30:00.000Z')).toBe('2 March 2026');
    expect(formatPostDate('not a date')).toBe('');
  });

  it('writes a video length as minutes:seconds', () => {
    expect(formatDuration(312)).toBe('5:12');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(3600)).toBe('60:00');
  });
});

describe('video player', () => {
  it('asks the player to start at once: the visitor just pressed play', () => {
    expect(withAutoplay('https://www.youtube-nocookie.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1');
    expect(withAutoplay('https://www.youtube-nocookie.com/embed/abc?rel=0')).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1');
  });
});

describe('blog tabs', () => {
  it('lists all, videos and updates first, then the categories without updates twice, then FAQs', () => {
    const tabs = blogTabs([
      { slug: 'buying-guides', name: 'Buying guides' },
      { slug: 'updates', name: 'Updates' },
    ]);
    expect(tabs.map((t) => t.to)).toEqual(['/blog', '/blog/videos', '/blog/updates', '/blog/category/buying-guides', '/faqs']);
  });
});
