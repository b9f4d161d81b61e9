/**
 * Bulk upload's words as the server handed them over in the page's language (bulk-upload-text.server.ts): the
 * finished ones as they are, the ones with counts the browser knows (the import's progress) as written, filled
 * by app/lib/i18n/fill.ts. Only the type here: client code never holds a catalogue.
 */
import type { MessageKey } from '~/lib/i18n/catalogues/en';

type BulkKey = Extract<MessageKey, `bulkUpload.${string}`>;

/** "bulkUpload.step1" → "step1". */
export type BulkWords = { [K in BulkKey as K extends `bulkUpload.${infer S}` ? S : never]: string };
