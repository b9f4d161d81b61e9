import { describe, expect, it } from 'vitest';
import { checkImportGraph, circles } from './import-graph.mjs';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([file, to]) => [file, new Set(to)]));

describe('the import-graph check', () => {
  it('finds a circle however long, and only the files in it', () => {
    const found = circles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: [] }));
    expect(found).toEqual([['a', 'b', 'c']]);
  });

  it('finds two files importing each other, and a file importing itself', () => {
    expect(circles(graph({ x: ['y'], y: ['x'] }))).toEqual([['x', 'y']]);
    expect(circles(graph({ z: ['z'] }))).toEqual([['z']]);
    expect(circles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('the tree as it is: no circle, and the backend imports neither app/ nor server/', () => {
    const { files, circles: found, forbidden } = checkImportGraph();
    expect(files).toBeGreaterThan(500);
    expect(found).toEqual([]);
    expect(forbidden).toEqual([]);
  });
});
