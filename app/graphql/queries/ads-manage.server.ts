/** The ads pages: a business's ads with the report, one ad with its own report, the product picker, and the writes. */
import { graphql } from '../generated';

export const AdsManage_AdFields = graphql(`
  fragment AdsManage_Ad on Ad {
    id
    title
    placement
    pricing
    bid { amountCents currency }
    dailyBudget { amountCents currency }
    startsOn
    endsOn
    days
    paused
    status
    product { id slug name }
    categoryId
    keywords
    city
    today { impressions clicks spend { amountCents currency } clickThrough }
    total { impressions clicks spend { amountCents currency } clickThrough }
  }
`);

export const AdsManage_ReportFields = graphql(`
  fragment AdsManage_Report on AdsReport {
    range
    from
    to
    days { day impressions clicks spend { amountCents currency } spendMillicents clickThrough invalidImpressions invalidClicks }
    history { kind at amount { amountCents currency } reference status adId title impressions clicks }
  }
`);

export const AdsListQuery = graphql(`
  query AdsManage_List($businessId: ID!, $range: AdsRange!) {
    businessAds(businessId: $businessId) {
      balance { amountCents currency }
      ads { ...AdsManage_Ad }
    }
    adsReport(businessId: $businessId, range: $range) { ...AdsManage_Report }
  }
`);

export const AdFormChoicesQuery = graphql(`
  query AdsManage_Choices($businessId: ID!) {
    businessProducts(businessId: $businessId, page: 1, limit: 100) { items { id name } }
    adsBalance(businessId: $businessId) { balance { amountCents currency } }
  }
`);

export const AdEditQuery = graphql(`
  query AdsManage_Edit($businessId: ID!, $adId: ID!, $range: AdsRange!) {
    businessAd(businessId: $businessId, adId: $adId) { ...AdsManage_Ad }
    adsReport(businessId: $businessId, range: $range, adId: $adId) { ...AdsManage_Report }
    businessProducts(businessId: $businessId, page: 1, limit: 100) { items { id name } }
    adsBalance(businessId: $businessId) { balance { amountCents currency } }
  }
`);

export const CreateAdMutation = graphql(`
  mutation AdsManage_Create($input: CreateAdInput!) {
    createAd(input: $input) {
      ad { id }
      userErrors { field message }
    }
  }
`);

export const UpdateAdMutation = graphql(`
  mutation AdsManage_Update($input: UpdateAdInput!) {
    updateAd(input: $input) {
      ad { id status paused }
      userErrors { field message }
    }
  }
`);
