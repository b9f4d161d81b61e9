import { describe, expect, it } from 'vitest';
import { openState, type OpeningDay } from './opening-hours';

const week: OpeningDay[] = [
  { day: 'monday', open: '08:00', close: '17:00', closed: false },
  { day: 'tuesday', open: '08:00', close: '17:00', closed: false },
  { day: 'wednesday', open: '08:00', close: '17:00', closed: false },
  { day: 'thursday', open: '08:00', close: '17:00', closed: false },
  { day: 'friday', open: '08:00', close: '17:00', closed: false },
  { day: 'saturday', open: '09:00', close: '13:00', closed: false },
  { day: 'sunday', open: '09:00', close: '13:00', closed: true },
];

describe('open now, in Africa/Harare time', () => {
  it('is open during the day’s hours, computed at UTC+2', () => {
    // Monday 2026-11-23 07:30 UTC is 09:30 in Harare.
    expect(openState(week, new Date('2026-11-23T07:30:00Z'))).toEqual({ open: true, label: 'Open until 17:00' });
  });

  it('is closed before opening, saying when it opens', () => {
    // Monday 05:30 UTC is 07:30 in Harare.
    expect(openState(week, new Date('2026-11-23T05:30:00Z'))).toEqual({ open: false, label: 'Closed · opens today at 08:00' });
  });

  it('closes at closing time, and counts the UTC+2 date change', () => {
    // Monday 15:00 UTC is 17:00 in Harare: closed; Monday 22:30 UTC is already Tuesday 00:30 in Harare.
    expect(openState(week, new Date('2026-11-23T15:00:00Z'))?.label).toBe('Closed · opens tomorrow at 08:00');
    expect(openState(week, new Date('2026-11-23T22:30:00Z'))?.label).toBe('Closed · opens today at 08:00');
  });

  it('skips closed days when saying when it next opens', () => {
    // Saturday 12:00 UTC is 14:00 in Harare: closed; Sunday is closed, so Monday.
    expect(openState(week, new Date('2026-11-28T12:00:00Z'))?.label).toBe('Closed · opens Monday at 08:00');
  });

  it('has nothing to say without opening hours', () => {
    expect(openState([], new Date())).toBeNull();
  });
});
