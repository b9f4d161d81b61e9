/** What every dashboard page needs to know about the vendor: their businesses, package, limits and counts. */
import { graphql } from '../generated';

export const DashboardAccessQuery = graphql(`
  query Dashboard_Access {
    viewer {
      id
      displayName
      businesses { id name slug logo }
      permissions
      limits { name value }
      package { id name }
      productCount
      businessCount
    }
  }
`);
