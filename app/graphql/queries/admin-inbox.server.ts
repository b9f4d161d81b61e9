/** The support inbox (/admin/inbox/): one kind's items, one opened item, and the actions on it. */
import { graphql } from '../generated';

export const AdminInboxQuery = graphql(`
  query AdminInbox_List($kind: InboxKind, $status: InboxFilter, $search: String, $page: Int!) {
    adminInbox(kind: $kind, status: $status, search: $search, page: $page) {
      items { kind id status name email subject body createdAt }
      pageInfo { page perPage total totalPages }
      unread { contact feedback customPackage total }
    }
  }
`);

export const AdminInboxItemQuery = graphql(`
  query AdminInbox_Item($kind: InboxKind!, $id: ID!) {
    adminInboxItem(kind: $kind, id: $id) {
      kind id status name email subject body details createdAt readAt closedAt closedByName
      replies { id operatorName toEmail body createdAt }
    }
  }
`);

export const UpdateInboxItemMutation = graphql(`
  mutation AdminInbox_Update($input: InboxItemInput!) {
    updateInboxItem(input: $input) {
      item { id status }
      changed
      userErrors { field message }
    }
  }
`);

export const ReplyToInboxItemMutation = graphql(`
  mutation AdminInbox_Reply($input: ReplyToInboxItemInput!) {
    replyToInboxItem(input: $input) {
      item { id status }
      userErrors { field message }
    }
  }
`);
