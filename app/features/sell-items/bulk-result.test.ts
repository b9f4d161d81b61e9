import { describe, expect, it } from 'vitest';
import { bulkMessage } from './bulk-result';

describe('bulkMessage', () => {
  it('says how many products changed, in the right number', () => {
    expect(bulkMessage({ kind: 'done', action: 'unpublish', changed: 2, kept: 0 })).toBe('2 products unpublished.');
    expect(bulkMessage({ kind: 'done', action: 'publish', changed: 1, kept: 0 })).toBe('1 product published.');
  });

  it('explains products a delete kept as drafts', () => {
    expect(bulkMessage({ kind: 'done', action: 'delete', changed: 3, kept: 1 })).toBe(
      '3 products deleted. 1 product kept as draft: orders, reviews or offers refer to it.',
    );
  });
});
