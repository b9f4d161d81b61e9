/** What a bulk action on the all-sell-items list answered, and the sentence the page shows for it. */
import type { BulkAction } from '../../../schema/rest/vendor-catalogue';

export type BulkResult =
  | { kind: 'error'; message: string }
  | { kind: 'confirm'; ids: string[] }
  | { kind: 'done'; action: BulkAction; changed: number; kept: number };

const DONE_WORDS: Record<BulkAction, string> = { publish: 'published', unpublish: 'unpublished', delete: 'deleted' };

export function bulkMessage(result: Extract<BulkResult, { kind: 'done' }>): string {
  const n = (count: number) => `${count} product${count === 1 ? '' : 's'}`;
  const main = `${n(result.changed)} ${DONE_WORDS[result.action]}.`;
  if (!result.kept) return main;
  return `${main} ${n(result.kept)} kept as draft${result.kept === 1 ? '' : 's'}: orders, reviews or offers refer to ${result.kept === 1 ? 'it' : 'them'}.`;
}

/** The list's filters as the URL carries them. */
export interface SellItemFilters {
  term: string;
  kind?: string;
  status?: 'publish' | 'draft';
  page: number;
}
