/** Review moderation: the moderators' review list (/admin/reviews/). */
import { graphql } from '../generated';

export const AdminReviewsQuery = graphql(`
  query AdminReviews_List($status: ReviewFilter, $search: String, $page: Int!) {
    adminReviews(status: $status, search: $search, page: $page) {
      items {
        id productId productName productSlug businessName reviewerName rating review createdAt
        hiddenAt hiddenByName hiddenReason productRating { average count }
      }
      pageInfo { page perPage total totalPages }
      hidden
    }
  }
`);

export const ModerateReviewMutation = graphql(`
  mutation AdminReviews_Moderate($input: ModerateReviewInput!) {
    moderateReview(input: $input) {
      review { id hiddenAt productName productRating { average count } }
      userErrors { field message }
    }
  }
`);
