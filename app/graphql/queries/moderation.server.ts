/** Moderation: the moderators' product reports queue (/admin/reports/). */
import { graphql } from '../generated';

export const AdminReportsQuery = graphql(`
  query AdminReports_Queue($status: ReportFilter, $search: String, $page: Int!) {
    adminReports(status: $status, search: $search, page: $page) {
      items {
        id productId productName productSlug productStatus businessName reporterName reason details createdAt
        resolvedAt resolvedByName outcome resolutionNote
      }
      pageInfo { page perPage total totalPages }
      open
    }
  }
`);

export const ResolveReportMutation = graphql(`
  mutation AdminReports_Resolve($input: ResolveReportInput!) {
    resolveReport(input: $input) {
      report { id outcome productName }
      userErrors { field message }
    }
  }
`);
