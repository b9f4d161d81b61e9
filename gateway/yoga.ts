/**
 * The GraphQL gateway over ezw/v1: one Yoga instance per isolate, a fresh context (REST client, loaders)
 * per request. Unexpected errors are masked; RestErrors carry their safe message and code.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import commonSdl from '../schema/graphql/common.graphql';
import catalogueSdl from '../schema/graphql/catalogue.graphql';
import businessesSdl from '../schema/graphql/businesses.graphql';
import contentSdl from '../schema/graphql/content.graphql';
import accountsSdl from '../schema/graphql/accounts.graphql';
import searchSdl from '../schema/graphql/search.graphql';
import cartSdl from '../schema/graphql/cart.graphql';
import ordersSdl from '../schema/graphql/orders.graphql';
import engagementSdl from '../schema/graphql/engagement.graphql';
import offersSdl from '../schema/graphql/offers.graphql';
import buyerRequestsSdl from '../schema/graphql/buyer-requests.graphql';
import mediaSdl from '../schema/graphql/media.graphql';
import { createContext, type GatewayContext, type GatewayServerContext } from './context';
import { accountResolvers } from './resolvers/accounts';
import { businessResolvers } from './resolvers/businesses';
import { cartResolvers } from './resolvers/cart';
import { serverCartResolvers } from './resolvers/cart-server';
import { orderResolvers } from './resolvers/orders';
import { engagementResolvers } from './resolvers/engagement';
import { offerResolvers } from './resolvers/offers';
import { buyerRequestResolvers } from './resolvers/buyer-requests';
import { mediaResolvers } from './resolvers/media';
import { categoryResolvers } from './resolvers/categories';
import { contentResolvers } from './resolvers/content';
import { productResolvers } from './resolvers/products';
import { searchResolvers } from './resolvers/search';

export const typeDefs = [commonSdl, catalogueSdl, businessesSdl, contentSdl, accountsSdl, searchSdl, cartSdl, ordersSdl, engagementSdl, offersSdl, buyerRequestsSdl, mediaSdl];

export const schema = makeExecutableSchema<GatewayContext>({
  typeDefs,
  resolvers: [{ Query: { ok: () => true } }, productResolvers, categoryResolvers, businessResolvers, contentResolvers, accountResolvers, searchResolvers, cartResolvers, serverCartResolvers, orderResolvers, engagementResolvers, offerResolvers, buyerRequestResolvers, mediaResolvers],
});

export function createGateway() {
  return createYoga<GatewayServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // Masks anything that is not a GraphQLError (RestError is one) as "Unexpected error."
    maskedErrors: true,
    context: ({ request, ...server }) => createContext(request, server),
  });
}

export type Gateway = ReturnType<typeof createGateway>;
