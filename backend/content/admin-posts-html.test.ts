import { describe, expect, it } from 'vitest';
import { postCategories, posts } from '../../scripts/seed/posts.mjs';
import { pages } from '../../scripts/seed/content.mjs';
import { sanitiseHtml } from './admin-posts-html';

describe('the content allow-list', () => {
  it('keeps the markup the seeded posts and pages are written in, unchanged', () => {
    expect(postCategories.length).toBeGreaterThan(0);
    for (const { content } of [...posts, ...pages]) expect(sanitiseHtml(content)).toBe(content);
  });

  it('drops scripts, handlers, frames, styles and dangerous addresses', () => {
    expect(sanitiseHtml('<p onclick="alert(1)">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<img src="x" onerror="alert(1)"><img src="/a.png" alt="A">')).toBe('<img><img src="/a.png" alt="A">');
    expect(sanitiseHtml('<iframe src="https://evil.example"></iframe><style>p{}</style>ok')).toBe('ok');
    expect(sanitiseHtml('<svg><script>alert(1)</script></svg><!-- <script> -->ok')).toBe('ok');
    expect(sanitiseHtml('<IMG SRC=/a.png ALT=x>')).toBe('<img src="/a.png" alt="x">');
    expect(sanitiseHtml('<a href="/x" title=\'say "hi"\'>x</a>')).toBe('<a href="/x" title="say &quot;hi&quot;">x</a>');
  });

  it('escapes stray angle brackets, balances tags and marks external links', () => {
    expect(sanitiseHtml('1 < 2 & 3 > 2 &amp; done')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; done');
    expect(sanitiseHtml('<p><strong>bold</p></em>')).toBe('<p><strong>bold</strong></p>');
    expect(sanitiseHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
    expect(sanitiseHtml('<a href="https://zimra.co.zw">ZIMRA</a>')).toBe('<a href="https://zimra.co.zw" rel="noopener noreferrer">ZIMRA</a>');
    expect(sanitiseHtml('<<script>x</script>p>')).toBe('&lt;p&gt;');
  });

  it('is idempotent', () => {
    const samples = ['<p a=1>x<b>y', '<a href="https://a.b/?x=1&y=2">q</a>', '<<p>>', '<p>&lt;script&gt;</p>', '<img src="/x" alt="a&quot;b">'];
    for (const sample of samples) expect(sanitiseHtml(sanitiseHtml(sample))).toBe(sanitiseHtml(sample));
  });
});
