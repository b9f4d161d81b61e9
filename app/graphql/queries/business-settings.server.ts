/** The business settings form: one business's draft, a new business's defaults, create and update. */
import { graphql } from '../generated';

export const BusinessSettingsFragment = graphql(`
  fragment BusinessSettingsParts on BusinessSettings {
    id
    slug
    status
    name
    description
    categoryIds
    phone
    whatsApp
    email
    website
    address { shopAddress streetAddress suburb city province country }
    location { lat lng }
    openingHours { day open close closed }
    socials { facebook linkedin instagram tiktok twitter }
    logo
    coverImage
  }
`);

export const BusinessSettingsQuery = graphql(`
  query BusinessInformationRoute_Settings($businessId: ID!) {
    businessSettings(businessId: $businessId) { ...BusinessSettingsParts }
  }
`);

export const NewBusinessSettingsQuery = graphql(`
  query CreateBusinessRoute_Defaults {
    newBusinessSettings { ...BusinessSettingsParts }
  }
`);

export const CreateBusinessMutation = graphql(`
  mutation CreateBusinessRoute_Create($input: BusinessSettingsInput!) {
    createBusiness(input: $input) {
      settings { id slug name }
      userErrors { field message }
      upgradeRequired
    }
  }
`);

export const UpdateBusinessMutation = graphql(`
  mutation BusinessInformationRoute_Update($input: UpdateBusinessInput!) {
    updateBusiness(input: $input) {
      settings { id slug name }
      userErrors { field message }
      upgradeRequired
    }
  }
`);
