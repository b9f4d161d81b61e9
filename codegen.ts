import type { CodegenConfig } from '@graphql-codegen/cli';

// One codegen run: resolver types for gateway/, typed documents for app/ (never edited by hand).
const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  documents: ['app/**/*.{ts,tsx}', '!app/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#GatewayContext',
        enumsAsTypes: true,
        // Yoga hands multipart file parts to resolvers as standard Files.
        scalars: { File: 'File' },
        mappers: {
          Product: '../mappers#ProductParent',
          PageInfo: '../../schema/rest/shared#RestPageInfo',
          Business: '../mappers#BusinessParent',
          Category: '../../schema/rest/categories#RestCategory',
          CategoryMenuItem: '../../schema/rest/categories#RestCategoryMenuItem',
          Attribute: '../../schema/rest/categories#RestAttribute',
          Page: '../../schema/rest/content#RestPage',
          Menu: '../../schema/rest/content#RestMenu',
          ProductVariation: '../mappers#VariationParent',
          Viewer: '../../schema/rest/auth#RestSession',
          Profile: '../../schema/rest/auth#RestProfile',
          ViewerBusiness: '../../schema/rest/auth#RestSessionBusiness',
          SubscriptionPackage: '../../schema/rest/auth#RestPackage',
          AuthSession: '../../schema/rest/auth#RestAuthResult',
          Cart: '../mappers#CartParent',
          CartLine: '../mappers#CartLineParent',
          Order: '../mappers#OrderParent',
          OrderItem: '../mappers#OrderItemParent',
          Review: '../../schema/rest/reviews#RestReview',
          Notification: '../../schema/rest/notifications#RestNotification',
          Offer: '../../schema/rest/offers#RestOffer',
          OfferView: '../../schema/rest/offers#RestOfferView',
          OfferEvent: '../../schema/rest/offers#RestOfferEvent',
          BuyerRequest: '../../schema/rest/buyer-requests#RestBuyerRequest',
          BuyerRequestResponse: '../../schema/rest/buyer-requests#RestBuyerRequestResponse',
          SellItem: '../../schema/rest/vendor-catalogue#RestVendorProductItem',
          SellItemImportResult: '../../schema/rest/vendor-catalogue#RestImportRowResult',
          BusinessSettings: '../resolvers/businesses/business-settings#BusinessSettingsParent',
          EditableProduct: '../../schema/rest/vendor-products#RestVendorProduct',
          BusinessInbox: '../resolvers/notifications/business-inbox#BusinessInboxParent',
          Customer: '../../schema/rest/customers#RestCustomer',
          BusinessAnalytics: '../../schema/rest/analytics#RestDashboardFigures',
          BusinessCounters: '../../schema/rest/analytics#RestAnalyticsCounters',
          DeliveryTerms: '../../schema/rest/delivery#RestStoreDelivery',
          DeliveryZone: '../../schema/rest/delivery#RestDeliveryZone',
        },
      },
    },
    'app/graphql/generated/': {
      preset: 'client',
      // persisted-documents.json (hash → document): the gateway accepts these hashes alone, with no lookup (issue 32 §2).
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { File: 'File' } },
    },
  },
};

export default config;
