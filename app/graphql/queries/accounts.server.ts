import { graphql } from '../generated';

/** What guards and the header need to know about the visitor. */
export const ViewerFields = graphql(`
  fragment ViewerFields on Viewer {
    id
    displayName
    roles
    isVendor
    businesses { id name slug logo role }
    subscription { status }
    # The dashboard frame reads these from the same answer (one /me per page, no second query).
    permissions
    limits { name value }
    package { id name }
    productCount
    businessCount
    # Operators get the header's Admin link and, at login, the code step (issue 29).
    operatorRoles
  }
`);

export const ViewerQuery = graphql(`
  query Auth_Viewer {
    viewer { ...ViewerFields }
  }
`);

/** The root loader's one question for a logged-in visitor: who they are, and the header's two badges. */
export const VisitorWithCountsQuery = graphql(`
  query Auth_VisitorWithCounts {
    viewer { ...ViewerFields }
    cart { itemCount }
    notificationCount
    chatUnreadCount
  }
`);

/** The header's badges alone, when the viewer was already asked without them this request. */
export const HeaderCountsQuery = graphql(`
  query Root_HeaderCounts {
    cart { itemCount }
    notificationCount
    chatUnreadCount
  }
`);

export const CookieSessionQuery = graphql(`
  query Auth_CookieSession {
    cookieSession { token expiresAt }
  }
`);

export const LoginMutation = graphql(`
  mutation LoginRoute_Login($input: LoginInput!) {
    login(input: $input) { session { token expiresAt viewer { isVendor operatorRoles businesses { id } } } userErrors { field message } }
  }
`);

export const LoginWithLinkMutation = graphql(`
  mutation LoginRoute_LoginWithLink($input: LoginWithLinkInput!) {
    loginWithLink(input: $input) { session { token expiresAt viewer { businesses { id } } } userErrors { field message } }
  }
`);

export const RequestLoginLinkMutation = graphql(`
  mutation LoginRoute_RequestLink($input: RequestLoginLinkInput!) {
    requestLoginLink(input: $input) { ok userErrors { field message } }
  }
`);

export const RegisterMutation = graphql(`
  mutation RegisterRoute_Register($input: RegisterInput!) {
    register(input: $input) { ok userErrors { field message } }
  }
`);

export const LogoutMutation = graphql(`
  mutation LogoutRoute_Logout {
    logout { ok userErrors { message } }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation PasswordResetRoute_Request($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { ok userErrors { field message } }
  }
`);

export const ResetKeyQuery = graphql(`
  query PasswordResetRoute_KeyValid($login: String!, $key: String!) {
    passwordResetKeyValid(login: $login, key: $key)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation PasswordResetRoute_Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input) { ok userErrors { field message } }
  }
`);

export const AccountQuery = graphql(`
  query AccountRoute_Account {
    viewer {
      id
      displayName
      roles
      isVendor
      canTrial
      productCount
      businessCount
      userCreatedDate
      permissions
      profile { email whatsAppNumber }
      businesses { id name slug logo }
      package { name }
      subscription { status endsAt }
    }
  }
`);

export const ProfileQuery = graphql(`
  query SettingsRoute_Profile {
    viewer {
      id
      profile {
        email
        username
        firstName
        lastName
        displayName
        whatsAppNumber
        billing { company address1 address2 suburb city province phone }
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation SettingsRoute_UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) { profile { displayName } userErrors { field message } }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation SettingsRoute_ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) { session { token expiresAt } userErrors { field message } }
  }
`);

export const SubscriptionsQuery = graphql(`
  query SubscriptionsRoute_Packages {
    viewer {
      id
      isVendor
      canTrial
      package { id name }
      subscription { status startedAt endsAt }
      limits { name value }
    }
    subscriptionPackages {
      id
      slug
      name
      description
      months
      price { amountCents currency }
      capabilities
      limits { name value }
    }
  }
`);
