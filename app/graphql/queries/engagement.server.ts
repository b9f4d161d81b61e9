import { graphql } from '../generated';

export const AddToWishlistMutation = graphql(`
  mutation Wishlist_Add($productId: ID!) {
    addToWishlist(productId: $productId) { products { id } userErrors { message } }
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation Wishlist_Remove($productId: ID!) {
    removeFromWishlist(productId: $productId) { userErrors { message } }
  }
`);

export const FavouritesQuery = graphql(`
  query FavouritesRoute_Wishlist {
    wishlist { ...ProductCard }
  }
`);

export const CreateReviewMutation = graphql(`
  mutation ProductRoute_CreateReview($input: CreateReviewInput!) {
    createReview(input: $input) { review { id } userErrors { message } }
  }
`);

export const ReportProductMutation = graphql(`
  mutation ProductRoute_Report($input: ReportProductInput!) {
    reportProduct(input: $input) { ok userErrors { message } }
  }
`);

export const NotificationsQuery = graphql(`
  query NotificationsRoute_List($page: Int!) {
    notifications(page: $page) {
      items { id kind title body messageKey messageValues link read createdAt }
      pageInfo { page perPage total totalPages }
      unreadCount
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation Notifications_Read($id: ID!) {
    markNotificationRead(id: $id) { ok userErrors { message } }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation Notifications_ReadAll {
    markAllNotificationsRead { ok }
  }
`);

export const ConversationThreadsQuery = graphql(`
  query InboxMessagesRoute_Threads($page: Int!) {
    conversationThreads(page: $page) {
      items { link kind title body latestAt messages unread messageKey messageValues }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const MarkConversationReadMutation = graphql(`
  mutation InboxMessages_Read($link: String!) {
    markConversationRead(link: $link) { ok userErrors { message } }
  }
`);
