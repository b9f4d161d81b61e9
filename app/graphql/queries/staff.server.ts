/** The staff pages: the owner's staff page (members, invitations, the writes) and the invitee's answer page. */
import { graphql } from '../generated';

export const StaffInvitationFields = graphql(`
  fragment Staff_Invitation on StaffInvitation {
    id
    businessId
    businessName
    email
    phone
    role
    status
    invitedBy
    createdAt
  }
`);

export const BusinessStaffQuery = graphql(`
  query StaffPage_BusinessStaff($businessId: ID!) {
    businessStaff(businessId: $businessId) {
      businessId
      members { id userId displayName email role since }
      invitations { ...Staff_Invitation }
    }
  }
`);

export const MyStaffInvitationsQuery = graphql(`
  query StaffInvitationsPage_Mine {
    myStaffInvitations { ...Staff_Invitation }
  }
`);

export const InviteStaffMutation = graphql(`
  mutation StaffPage_Invite($input: InviteStaffInput!) {
    inviteStaff(input: $input) { invitation { id } userErrors { field message } }
  }
`);

export const ChangeStaffRoleMutation = graphql(`
  mutation StaffPage_ChangeRole($input: ChangeStaffRoleInput!) {
    changeStaffRole(input: $input) { member { id role } userErrors { field message } }
  }
`);

export const RemoveStaffMemberMutation = graphql(`
  mutation StaffPage_Remove($input: RemoveStaffMemberInput!) {
    removeStaffMember(input: $input) { removedId userErrors { field message } }
  }
`);

export const CancelStaffInvitationMutation = graphql(`
  mutation StaffPage_CancelInvitation($input: CancelStaffInvitationInput!) {
    cancelStaffInvitation(input: $input) { cancelledId userErrors { field message } }
  }
`);

export const AnswerStaffInvitationMutation = graphql(`
  mutation StaffInvitationsPage_Answer($input: AnswerStaffInvitationInput!) {
    answerStaffInvitation(input: $input) { invitation { id status businessId businessName } userErrors { field message } }
  }
`);
