import { describe, expect, it } from 'vitest';
import { queryObject } from './http';

describe('query strings', () => {
  it('reads a[] and repeated keys as arrays, single keys as text', () => {
    const url = new URL('http://x/p?saleType[]=deals&saleType[]=promoted&page=2&tag=a&tag=b');
    expect(queryObject(url)).toEqual({ saleType: ['deals', 'promoted'], page: '2', tag: ['a', 'b'] });
  });
});
