import { describe, expect, it } from 'vitest';
import { postedValues, settingsInput } from './settings-form.server';
import { copyMondayToWeekdays, formFieldOf, valuesFromSettings } from './settings-values';

const defaults = valuesFromSettings({
  id: null,
  slug: null,
  status: 'PUBLISH',
  name: '',
  description: '',
  categoryIds: [],
  phone: null,
  whatsApp: null,
  email: null,
  website: null,
  address: { shopAddress: null, streetAddress: null, suburb: null, city: '', province: '', country: 'Zimbabwe' },
  location: null,
  openingHours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day, i) => ({
    day,
    open: '09:00',
    close: '17:00',
    closed: i < 4 ? false : null,
  })),
  socials: { facebook: null, linkedin: null, instagram: null, tiktok: null, twitter: null },
  logo: null,
  coverImage: null,
});

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) data.append(k, one);
  return data;
}

describe('the settings form', () => {
  it('shows the empty Friday to Sunday flags of a new business ticked Closed: days the vendor did not set are closed', () => {
    expect(defaults.hours.map((d) => d.closed)).toEqual([false, false, false, false, true, true, true]);
  });

  it('copies Monday to all weekdays, Tuesday to Friday, and leaves the weekend as it was', () => {
    const values = postedValues(form({ 'open-monday': '07:30', 'close-monday': '18:00', 'closed-friday': 'on', 'open-sunday': '10:00' }), defaults);
    const copied = copyMondayToWeekdays(values.hours);
    for (const d of copied.slice(0, 5)) expect(d).toMatchObject({ open: '07:30', close: '18:00', closed: false });
    expect(copied[5]).toEqual(values.hours[5]);
    expect(copied[6]).toEqual(values.hours[6]);
  });

  it('reads back exactly what was posted, bounded, so a refused post shows it again', () => {
    const values = postedValues(
      form({
        name: 'Chipo Crafts',
        city: 'Mutare',
        categoryIds: ['14', '8'],
        'open-monday': '08:00',
        'close-monday': '16:30',
        'closed-sunday': 'on',
        instagram: '@chipo',
        description: 'd'.repeat(5000),
      }),
      defaults,
    );
    expect(values).toMatchObject({ name: 'Chipo Crafts', city: 'Mutare', categoryIds: ['14', '8'], socials: { instagram: '@chipo', facebook: '' } });
    expect(values.hours[0]).toEqual({ day: 'monday', open: '08:00', close: '16:30', closed: false });
    expect(values.hours[6].closed).toBe(true);
    expect(values.description).toHaveLength(4000);
  });

  it('turns the +263 phone field into the API’s number and leaves an empty pin to the API', () => {
    const values = postedValues(form({ name: 'Chipo Crafts', city: 'Mutare', phone: '77 298 7654', whatsApp: '' }), defaults);
    const input = settingsInput(values, { lat: null, lng: null }, {});
    expect(input).toMatchObject({ phone: '263772987654', whatsApp: '', location: null, logo: null, address: { city: 'Mutare', suburb: null } });
    expect(input.openingHours).toHaveLength(7);
  });

  it('shows an API error about a setting next to its field', () => {
    expect(formFieldOf('address.city')).toBe('city');
    expect(formFieldOf('socials.tiktok')).toBe('tiktok');
    expect(formFieldOf('openingHours.friday.close')).toBe('close-friday');
    expect(formFieldOf('openingHours.friday')).toBe('open-friday');
    expect(formFieldOf('location.lng')).toBe('lng');
    expect(formFieldOf('categoryIds')).toBe('categoryIds');
    expect(formFieldOf(null)).toBeNull();
  });
});
