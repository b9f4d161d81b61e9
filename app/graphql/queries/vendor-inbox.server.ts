import { graphql } from '../generated';

export const BusinessNotificationsQuery = graphql(`
  query DashboardNotificationsRoute_List($businessId: ID!, $page: Int!) {
    businessInbox(businessId: $businessId) {
      unreadCount
      notifications(page: $page, perPage: 20) {
        items { id kind title body messageKey messageValues link read createdAt }
        pageInfo { page perPage total totalPages }
      }
    }
  }
`);

export const BusinessConversationsQuery = graphql(`
  query DashboardMessagesRoute_List($businessId: ID!, $page: Int!) {
    businessInbox(businessId: $businessId) {
      unreadCount
      conversations(page: $page, perPage: 20) {
        items { link kind title body latestAt messages unread messageKey messageValues }
        pageInfo { page perPage total totalPages }
      }
    }
  }
`);

export const MarkBusinessNotificationReadMutation = graphql(`
  mutation DashboardInbox_ReadOne($businessId: ID!, $id: ID!) {
    markBusinessNotificationRead(businessId: $businessId, id: $id) { ok userErrors { message } }
  }
`);

export const MarkBusinessConversationReadMutation = graphql(`
  mutation DashboardInbox_ReadConversation($businessId: ID!, $link: String!) {
    markBusinessConversationRead(businessId: $businessId, link: $link) { ok userErrors { message } }
  }
`);

export const MarkAllBusinessNotificationsReadMutation = graphql(`
  mutation DashboardInbox_ReadAll($businessId: ID!) {
    markAllBusinessNotificationsRead(businessId: $businessId) { ok userErrors { message } }
  }
`);
