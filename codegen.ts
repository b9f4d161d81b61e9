import type { CodegenConfig } from '@graphql-codegen/cli';
import { errorCatalogue, STATUS_CODES } from './gateway/errors';
import { COST_BUDGET } from './gateway/limits/cost';
import { MAX_ALIASES, MAX_DEPTH, MAX_DOCUMENT_BYTES, MAX_TOKENS } from './gateway/limits/plugins';
import { MAX_GRAPHQL_BODY_BYTES, MAX_GRAPHQL_UPLOAD_BYTES, MAX_GRAPHQL_URL_BYTES } from './server/graphql-http';
import type { ReferenceLimits } from './app/features/developers/reference-types';

/** What /developers/ states about limits, read from the code that enforces them. */
const limits: ReferenceLimits = {
  maxDepth: MAX_DEPTH,
  maxAliases: MAX_ALIASES,
  maxTokens: MAX_TOKENS,
  maxDocumentBytes: MAX_DOCUMENT_BYTES,
  costBudget: COST_BUDGET,
  maxBodyBytes: MAX_GRAPHQL_BODY_BYTES,
  maxUploadBytes: MAX_GRAPHQL_UPLOAD_BYTES,
  maxUrlBytes: MAX_GRAPHQL_URL_BYTES,
};

// One codegen run: resolver types for gateway/, typed documents for app/ and the schema reference of /developers/
// (never edited by hand).
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
          ConversationThread: '../../schema/rest/notifications#RestConversationThread',
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
    // The reference /developers/ shows (server-only: the pages render it, the browser never loads it whole).
    'app/features/developers/generated/schema-reference.server.ts': {
      plugins: ['./scripts/codegen/schema-reference.mjs'],
      config: { errors: errorCatalogue, statusCodes: STATUS_CODES, limits },
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
