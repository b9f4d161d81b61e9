/** What the bulk upload's action answers the page: a file problem, a preview, or (part of) an import. */
import type { PhotoMap } from './row-photos';

export type RowOutcome = 'CREATED' | 'UPDATED' | 'INVALID' | 'OVER_LIMIT' | 'VALID';

export interface UploadRowResult {
  row: number;
  sku: string;
  outcome: RowOutcome;
  existing: boolean;
  errors: { column: string; message: string }[];
}

export type UploadResult =
  | {
      kind: 'error';
      message: string;
      /** What was read before the refusal, carried back so the vendor does not choose it again. */
      csv?: string;
      photos?: PhotoMap;
    }
  | {
      kind: 'preview' | 'import';
      /** The file, base64, carried to the next step in a hidden field. */
      csv: string;
      /** The photos added so far (file name → site path), carried the same way. */
      photos: PhotoMap;
      /** Added photos no row names. */
      unusedPhotos: string[];
      totalRows: number;
      batches: number;
      /** The batch this answer covers (JavaScript imports one at a time); null for the whole file. */
      batch: number | null;
      ignoredColumns: string[];
      results: UploadRowResult[];
    };

export interface OutcomeCounts {
  ready: number;
  create: number;
  update: number;
  created: number;
  updated: number;
  invalid: number;
  overLimit: number;
}

export function countOutcomes(results: readonly UploadRowResult[]): OutcomeCounts {
  const c: OutcomeCounts = { ready: 0, create: 0, update: 0, created: 0, updated: 0, invalid: 0, overLimit: 0 };
  for (const r of results) {
    if (r.outcome === 'VALID') {
      c.ready += 1;
      if (r.existing) c.update += 1;
      else c.create += 1;
    } else if (r.outcome === 'CREATED') c.created += 1;
    else if (r.outcome === 'UPDATED') c.updated += 1;
    else if (r.outcome === 'INVALID') c.invalid += 1;
    else c.overLimit += 1;
  }
  return c;
}
