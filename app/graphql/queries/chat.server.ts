import { graphql } from '../generated';

export const ChatConversationsQuery = graphql(`
  query ChatListRoute_Conversations($businessId: ID, $page: Int!) {
    chatConversations(businessId: $businessId, page: $page) {
      unreadCount
      items {
        id
        store { id name slug }
        buyerName
        viewerRole
        lastMessage { text fromRole createdAt }
        unread
        messageCount
        createdAt
        lastMessageAt
      }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const ChatThreadQuery = graphql(`
  query ChatRoute_Thread($id: ID!, $before: ID) {
    chatConversation(id: $id, before: $before) {
      conversation {
        id
        store { id name slug }
        buyerName
        viewerRole
        unread
      }
      messages { id conversationId fromRole senderName text createdAt }
      hasOlder
    }
  }
`);

export const ChatStartQuery = graphql(`
  query ChatStartRoute_Store($businessId: ID!) {
    chatStart(businessId: $businessId) {
      store { id name slug }
      conversationId
      ownStore
    }
  }
`);

export const StartChatMutation = graphql(`
  mutation ChatStartRoute_Start($input: StartChatInput!) {
    startChat(input: $input) {
      conversation { id }
      userErrors { field message }
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation ChatRoute_Send($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      message { id }
      userErrors { field message }
    }
  }
`);

export const MarkChatReadMutation = graphql(`
  mutation ChatRoute_MarkRead($conversationId: ID!) {
    markChatRead(conversationId: $conversationId) { ok }
  }
`);
