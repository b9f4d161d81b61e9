/** Operators: the login's code step, enrolment, the admin overview and the audit log (issue 29). */
import { graphql } from '../generated';

export const OperatorStatusQuery = graphql(`
  query Admin_OperatorStatus {
    operatorStatus { roles state }
  }
`);

export const VerifySecondFactorMutation = graphql(`
  mutation LoginRoute_VerifySecondFactor($input: SecondFactorInput!) {
    verifySecondFactor(input: $input) { ok userErrors { field message } }
  }
`);

export const OperatorSecurityQuery = graphql(`
  query AdminSecurity_Security {
    operatorSecurity { enrolled recoveryCodesLeft pending { secret uri } }
  }
`);

export const StartTotpEnrolmentMutation = graphql(`
  mutation AdminSecurity_Start {
    startTotpEnrolment { security { enrolled pending { secret uri } } userErrors { field message } }
  }
`);

export const ConfirmTotpEnrolmentMutation = graphql(`
  mutation AdminSecurity_Confirm($input: SecondFactorInput!) {
    confirmTotpEnrolment(input: $input) { recoveryCodes userErrors { field message } }
  }
`);

export const AdminOverviewQuery = graphql(`
  query AdminOverview_Overview {
    adminOverview {
      openReports
      stuckPayments
      ledger { payoutsRequested storesDrifting }
      unreadInbox { feedback contact customPackages total }
      today { day orders payments signUps }
    }
  }
`);

export const AdminAuditQuery = graphql(`
  query AdminAudit_Log($filter: AuditFilter, $page: Int) {
    adminAuditLog(filter: $filter, page: $page, perPage: 25) {
      items { id operatorName roles action objectType objectId before after address createdAt }
      pageInfo { page totalPages total }
      operators { id name }
    }
  }
`);
