/** The bulk upload's gate messages, shared by the dashboard and account pages. */
export const NO_BULK_UPLOAD = 'Bulk upload is part of the Enterprise package: upgrade to list hundreds of products from one spreadsheet.';
export const LIMIT_NOTE =
  'You have reached your package’s product limit: rows that would publish new products are reported and not imported. Drafts and updates of your existing products still are.';
