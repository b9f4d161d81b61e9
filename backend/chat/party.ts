/**
 * Who may read and write a conversation: its buyer, and whoever runs its business with inbox access (owner,
 * manager, assistant: schema/rest/staff.ts ROLE_GRANTS). Asked on every REST call and every socket frame, so a
 * staff member removed from the business loses the conversation at their next message.
 */
import { roleAllows } from '../../schema/rest/staff';
import type { ChatRole } from '../../schema/rest/chat';
import type { Db } from '../db/client';
import { businessRoleOf } from '../businesses/business-access-queries';
import { conversationById, type ConversationRow } from './chat-queries';

export interface ChatParty {
  conversationId: number;
  userId: number;
  role: ChatRole;
  businessId: number;
  buyerId: number;
}

/** The caller's side of the conversation, or null when it does not exist or is not theirs (both read as 404). */
export async function chatParty(db: Db, userId: number, conversationId: number, known?: ConversationRow): Promise<ChatParty | null> {
  const row = known ?? (await conversationById(db, conversationId));
  if (!row) return null;
  const base = { conversationId: row.id, userId, businessId: row.businessId, buyerId: row.buyerId };
  if (row.buyerId === userId) return { ...base, role: 'buyer' };
  const role = await businessRoleOf(db, userId, row.businessId);
  return role && roleAllows(role, 'inbox') ? { ...base, role: 'business' } : null;
}
