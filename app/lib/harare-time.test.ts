import { describe, expect, it } from 'vitest';
import { formatHarareDateTime } from './harare-time';

describe('Harare time', () => {
  it('shows UTC instants in CAT (UTC+2), across a date boundary', () => {
    expect(formatHarareDateTime('2027-03-14T09:30:00.000Z')).toBe('14 Mar 2027, 11:30 CAT');
    expect(formatHarareDateTime('2027-12-31T23:15:00.000Z')).toBe('1 Jan 2028, 01:15 CAT');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatHarareDateTime('soon')).toBe('soon');
  });
});
