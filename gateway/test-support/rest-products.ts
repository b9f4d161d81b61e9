/**
 * REST product answers for the gateway's unit tests, shaped by the contract (schema/rest/products.ts), so a change
 * to the contract breaks one fixture, not one copy per test file. Each test overrides what it asserts on.
 */
import type { RestProductDetail, RestProductSummary } from '../../schema/rest/products';

export function restSummary(id: number, overrides: Partial<RestProductSummary> = {}): RestProductSummary {
  return {
    id,
    slug: `p-${id}`,
    name: `Product ${id}`,
    kind: 'general',
    priceCents: 100 * id,
    regularPriceCents: null,
    currency: 'USD',
    image: null,
    city: 'Harare',
    isDeal: false,
    isPromoted: false,
    rating: { average: 0, count: 0 },
    business: { id: 4, slug: 'acme', name: 'Acme' },
    rate: null,
    auction: null,
    stockQuantity: 3,
    ...overrides,
  };
}

export function restDetail(id: number, overrides: Partial<RestProductDetail> = {}): RestProductDetail {
  return {
    ...restSummary(id),
    description: `About ${id}`,
    shortDescription: '',
    images: [],
    categories: [],
    attributes: [],
    variations: [],
    realEstate: null,
    vehicle: null,
    serviceArea: null,
    coordinates: { lat: -17.8, lng: 31 },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
