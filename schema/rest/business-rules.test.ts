import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS, WEEKDAYS, defaultOpeningTimes, socialUrl, storedOpeningTimes } from './business-rules';
import { businessDraftInput } from './business-settings';

describe('Default opening hours are 09:00 to 17:00 each day. Monday to Thursday default to enabled. The disabled flags for Friday, Saturday and Sunday start empty.', () => {
  it('opens every day at 09:00 and closes at 17:00', () => {
    const hours = defaultOpeningTimes();
    expect(Object.keys(hours)).toEqual([...WEEKDAYS]);
    for (const day of WEEKDAYS) expect([hours[day].open, hours[day].close]).toEqual(['09:00', '17:00']);
  });

  it('enables Monday to Thursday and leaves the Friday to Sunday flags empty', () => {
    const hours = defaultOpeningTimes();
    expect(['monday', 'tuesday', 'wednesday', 'thursday'].map((d) => hours[d as keyof typeof hours].disabled)).toEqual([false, false, false, false]);
    expect([hours.friday.disabled, hours.saturday.disabled, hours.sunday.disabled]).toEqual([null, null, null]);
  });

  it('gives a fresh copy each time, so one form cannot change another’s defaults', () => {
    defaultOpeningTimes().monday.open = '07:00';
    expect(defaultOpeningTimes().monday.open).toBe('09:00');
  });

  it('is what a draft sent without opening times gets, and a day the vendor never decided is stored closed', () => {
    const draft = businessDraftInput.parse({ name: 'Mbare Fresh', address: { city: 'Harare' } });
    expect(draft.openingTimes).toEqual(defaultOpeningTimes());
    const stored = storedOpeningTimes(draft.openingTimes);
    expect(stored.monday).toEqual({ open: '09:00', close: '17:00', disabled: false });
    expect(stored.friday).toEqual({ open: '09:00', close: '17:00', disabled: true });
    expect(stored.sunday.disabled).toBe(true);
  });

  it('fills days left out of a draft with the defaults and keeps the days given', () => {
    const draft = businessDraftInput.parse({
      name: 'Mbare Fresh',
      address: { city: 'Harare' },
      openingTimes: { sunday: { open: '10:00', close: '13:00', disabled: true } },
    });
    expect(draft.openingTimes.sunday).toEqual({ open: '10:00', close: '13:00', disabled: true });
    expect(draft.openingTimes.friday).toEqual(defaultOpeningTimes().friday);
  });
});

describe('Social handles are stored as a full address built from the network name and the entered handle', () => {
  it('builds each network’s address from a bare handle', () => {
    expect(SOCIAL_NETWORKS.map((n) => socialUrl(n, 'mbarefresh'))).toEqual([
      'https://facebook.com/mbarefresh',
      'https://linkedin.com/company/mbarefresh',
      'https://instagram.com/mbarefresh',
      'https://tiktok.com/@mbarefresh',
      'https://twitter.com/mbarefresh',
    ]);
  });

  it('accepts "@handle" the way people write it', () => {
    expect(socialUrl('instagram', '@mbare.fresh')).toBe('https://instagram.com/mbare.fresh');
    expect(socialUrl('tiktok', ' @mbarefresh ')).toBe('https://tiktok.com/@mbarefresh');
  });

  it('accepts an address copied from the same network and stores it in one form', () => {
    expect(socialUrl('facebook', 'https://www.facebook.com/mbarefresh/')).toBe('https://facebook.com/mbarefresh');
    expect(socialUrl('facebook', 'm.facebook.com/mbarefresh')).toBe('https://facebook.com/mbarefresh');
    expect(socialUrl('twitter', 'https://x.com/mbarefresh')).toBe('https://twitter.com/mbarefresh');
    expect(socialUrl('tiktok', 'https://www.tiktok.com/@mbarefresh?lang=en')).toBe('https://tiktok.com/@mbarefresh');
    expect(socialUrl('linkedin', 'https://www.linkedin.com/company/mbare-fresh')).toBe('https://linkedin.com/company/mbare-fresh');
  });

  it('refuses another network’s address, scripts and handles with characters the network never allows', () => {
    expect(socialUrl('facebook', 'https://instagram.com/mbarefresh')).toBeNull();
    expect(socialUrl('instagram', 'javascript:alert(1)')).toBeNull();
    expect(socialUrl('twitter', '<script>alert(1)</script>')).toBeNull();
    expect(socialUrl('facebook', 'https://evil.example/facebook.com/x')).toBeNull();
    expect(socialUrl('twitter', 'a_handle_that_is_far_too_long')).toBeNull();
  });

  it('treats an empty field as no link', () => {
    expect(socialUrl('facebook', '   ')).toBe('');
  });

  it('is applied to drafts, and a refused handle names its network', () => {
    const ok = businessDraftInput.parse({ name: 'Mbare Fresh', address: { city: 'Harare' }, socials: { facebook: '@mbarefresh', twitter: '' } });
    expect(ok.socials).toEqual({ facebook: 'https://facebook.com/mbarefresh', linkedin: null, instagram: null, tiktok: null, twitter: null });
    const bad = businessDraftInput.safeParse({ name: 'Mbare Fresh', address: { city: 'Harare' }, socials: { instagram: 'https://facebook.com/x' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['socials', 'instagram'], message: expect.stringContaining('Instagram') });
  });
});
