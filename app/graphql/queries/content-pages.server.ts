import { graphql } from '../generated';

/** Shopping centres, the contact form and the account comparison (issue #13). */
export const ShoppingCentresQuery = graphql(`
  query ShoppingCentresPage_List($city: String, $categoryId: Int, $page: Int!) {
    shoppingCentres(city: $city, categoryId: $categoryId, page: $page) {
      items { id slug name description suburb city storeCount hours }
      pageInfo { page totalPages total }
      cities
    }
  }
`);

export const ShoppingCentreQuery = graphql(`
  query ShoppingCentrePage_Centre($id: ID!) {
    shoppingCentre(id: $id) {
      centre { id name description streetAddress suburb city hours parking storeCount coordinates { lat lng } }
      stores {
        id
        slug
        name
        logo
        unit
        phone
        whatsApp
        productCount
        categories { id name }
        openingHours { day open close closed }
      }
    }
  }
`);

/** The other centres of a centre's city, for its map (issue 31: alone, the map was a bare circle). */
export const NearbyCentresQuery = graphql(`
  query ShoppingCentrePage_Nearby($city: String) {
    shoppingCentres(city: $city, page: 1) {
      items { id name suburb coordinates { lat lng } }
    }
  }
`);

export const SendContactMessageMutation = graphql(`
  mutation ContactUsPage_Send($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      message
      userErrors { field message }
    }
  }
`);

export const NewsletterSignUpMutation = graphql(`
  mutation Footer_NewsletterSignUp($email: String!) {
    subscribeNewsletter(input: { email: $email }) {
      ok
      userErrors { field message }
    }
  }
`);

export const CompareAccountsQuery = graphql(`
  query CompareAccountsPage_Packages {
    subscriptionPackages {
      id
      name
      description
      months
      price { amountCents currency }
      capabilities
      limits { name value }
    }
  }
`);
