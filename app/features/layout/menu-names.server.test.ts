import { describe, expect, it } from 'vitest';
import { translator } from '~/lib/i18n/translate.server';
import { localMenu } from './menu-names.server';

const seeded = { id: '1', title: 'About us', url: '/about-us/' };
const renamed = { id: '2', title: 'Who we are', url: '/about-us/' };
const added = { id: '3', title: 'Careers', url: '/careers/' };

describe('the footer menus in the page’s language', () => {
  it('translates a link still titled as seeded, and marks it as the site’s words', () => {
    expect(localMenu(translator('sn'), 'sn', [seeded])).toEqual([{ ...seeded, title: 'Nezvedu', ours: true }]);
    expect(localMenu(translator('nd'), 'nd', [seeded])).toEqual([{ ...seeded, title: 'Ngathi', ours: true }]);
    expect(localMenu(translator('en'), 'en', [seeded])).toEqual([{ ...seeded, ours: true }]);
  });

  it('keeps a link an editor renamed or added as they wrote it (their words, translate="no")', () => {
    expect(localMenu(translator('sn'), 'sn', [renamed, added])).toEqual([renamed, added]);
  });
});
