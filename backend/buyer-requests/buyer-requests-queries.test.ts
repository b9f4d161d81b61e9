import { describe, expect, it } from 'vitest';
import { publicName } from './buyer-requests-queries';

describe('publicName', () => {
  it('shows a first name and the last initial only', () => {
    expect(publicName('Chiedza', 'Mavhunga')).toBe('Chiedza M.');
    expect(publicName(' Tendai ', 'moyo')).toBe('Tendai M.');
    expect(publicName('Rudo', '')).toBe('Rudo');
    expect(publicName('', '')).toBe('A buyer');
  });
});
