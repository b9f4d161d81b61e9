/**
 * The one way a translated sentence carries elements: named place-holders cut by `Placed`, names from the server
 * through `namedIn` (English one piece, as the pages always wrote it; other languages with the names marked).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { holes, namedIn, Placed } from './placed-text';

const catalogue: Record<string, string> = { invited: '{inviter} invited you ({contact})' };
const t = (key: string, values: Record<string, string | number> = {}) =>
  catalogue[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('Placed', () => {
  it('puts each node where its place-holder is, in the order the language wrote', () => {
    const html = renderToStaticMarkup(<Placed text="Soma {link} pano, {name}." nodes={{ name: <b>Tendai</b>, link: <a href="/faq">FAQ</a> }} />);
    expect(html).toBe('Soma <a href="/faq">FAQ</a> pano, <b>Tendai</b>.');
  });

  it('shows a sentence without place-holders as it is', () => {
    expect(renderToStaticMarkup(<Placed text="No customers yet." />)).toBe('No customers yet.');
  });

  it('leaves a place-holder with no node as written, so it shows rather than vanishes', () => {
    expect(renderToStaticMarkup(<Placed text="See {link}" />)).toBe('See {link}');
  });

  it('holes() leaves the place-holders in a finished sentence', () => {
    expect(t('invited', holes('inviter', 'contact'))).toBe('{inviter} invited you ({contact})');
  });
});

describe('namedIn', () => {
  it('keeps English one piece even when a name has braces in it', () => {
    const named = namedIn('en', t, 'invited', {}, { inviter: '{Rudo}', contact: 'x' });
    expect(renderToStaticMarkup(<Placed {...named} />)).toBe('{Rudo} invited you (x)');
  });

  it('writes English as one piece with the names in', () => {
    const named = namedIn('en', t, 'invited', {}, { inviter: 'Rudo', contact: 'rudo@example.com' });
    expect(named).toEqual({ text: 'Rudo invited you (rudo@example.com)', names: {} });
    expect(renderToStaticMarkup(<Placed {...named} />)).toBe('Rudo invited you (rudo@example.com)');
  });

  it('marks the names translate="no" in other languages', () => {
    const named = namedIn('sn', t, 'invited', {}, { inviter: 'Rudo', contact: 'rudo@example.com' });
    expect(renderToStaticMarkup(<Placed {...named} />)).toBe(
      '<span translate="no">Rudo</span> invited you (<span translate="no">rudo@example.com</span>)',
    );
  });
});
