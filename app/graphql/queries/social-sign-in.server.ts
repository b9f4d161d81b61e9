/** Social sign-in documents: the login page's start and callback, the link step, and account settings' list. */
import { graphql } from '../generated';

export const StartSocialSignInMutation = graphql(`
  mutation SocialSignInRoute_Start($input: StartSocialSignInInput!) {
    startSocialSignIn(input: $input) { authorizeUrl state userErrors { field message } }
  }
`);

export const FinishSocialSignInMutation = graphql(`
  mutation SocialSignInCallbackRoute_Finish($input: FinishSocialSignInInput!) {
    finishSocialSignIn(input: $input) {
      session { token expiresAt viewer { businesses { id } } }
      linkRequired { provider email linkKey }
      userErrors { field message }
    }
  }
`);

export const LinkSocialSignInMutation = graphql(`
  mutation SocialLinkRoute_Link($input: LinkSocialSignInInput!) {
    linkSocialSignIn(input: $input) { session { token expiresAt viewer { businesses { id } } } userErrors { field message } }
  }
`);

export const SignInMethodsQuery = graphql(`
  query SettingsRoute_SignInMethods {
    viewer { id signInMethods { hasPassword providers { provider email linkedAt } } }
  }
`);

export const UnlinkSocialProviderMutation = graphql(`
  mutation SettingsRoute_UnlinkProvider($input: UnlinkSocialProviderInput!) {
    unlinkSocialProvider(input: $input) { signInMethods { hasPassword } userErrors { field message } }
  }
`);
