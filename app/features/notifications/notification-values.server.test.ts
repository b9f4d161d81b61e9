/** A notification's stored facts said in each language's own way (notification-values.server.ts). */
import { describe, expect, it } from 'vitest';
import { translator } from '~/lib/i18n/translate.server';
import { valuesIn } from './notification-values.server';

const read = (language: 'en' | 'sn' | 'nd', values: Record<string, string | number>) =>
  valuesIn(translator(language), language, JSON.stringify(values));

describe('valuesIn', () => {
  it('money from cents, a day from an instant (in Harare), without the suffix', () => {
    expect(read('sn', { totalCents: 750_000, endsDay: '2027-03-11T23:30:00.000Z' })).toEqual({ total: 'US$7,500.00', ends: '12 Kurume 2027' });
    expect(read('nd', { endsDay: '2027-03-12T10:00:00.000Z' })).toEqual({ ends: '12 Mbimbitho 2027' });
  });

  it('an appointment is its day and hour in Harare; a hire its first to last day (the end is the morning after)', () => {
    const appointment = { booking: 'appointment', startsAt: '2026-12-15T07:00:00.000Z', endsAt: '2026-12-15T08:00:00.000Z' };
    expect(read('sn', appointment)?.when).toBe('15 Zvita 2026, 09:00');
    const hire = { booking: 'hire', startsAt: '2026-11-05T22:00:00.000Z', endsAt: '2026-11-08T22:00:00.000Z' };
    expect(read('sn', hire)?.when).toBe('6 Mbudzi 2026 kusvika 8 Mbudzi 2026');
    expect(read('nd', hire)?.when).toBe('6 Lwezi 2026 kuze kube ngu-8 Lwezi 2026');
    const oneDay = { booking: 'hire', startsAt: '2026-11-05T22:00:00.000Z', endsAt: '2026-11-06T22:00:00.000Z' };
    expect(read('nd', oneDay)?.when).toBe('6 Lwezi 2026');
    const moved = { ...appointment, fromStartsAt: '2026-12-14T12:00:00.000Z', fromEndsAt: '2026-12-14T13:00:00.000Z' };
    expect(read('nd', moved)?.fromWhen).toBe('14 Mpalakazi 2026, 14:00');
  });

  it('other values as stored; nothing readable from JSON that is not a flat object', () => {
    expect(read('sn', { store: 'Borrowdale Digital', count: 3, reasonDay: 'soon' })).toEqual({
      store: 'Borrowdale Digital',
      count: 3,
      reasonDay: 'soon',
    });
    expect(valuesIn(translator('sn'), 'sn', '[1]')).toBeNull();
    expect(valuesIn(translator('sn'), 'sn', '{"a":{"b":1}}')).toBeNull();
    expect(valuesIn(translator('sn'), 'sn', 'not json')).toBeNull();
    expect(valuesIn(translator('sn'), 'sn', null)).toEqual({});
  });
});
