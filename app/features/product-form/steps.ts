/**
 * The product form's numbered steps (spec overlay 7) and which fields each one shows, so a refusal opens the
 * step of the first field in error and every step checks only its own fields before moving on.
 */
import { KIND_FIELDS } from '../../../schema/rest/product-input';
import type { ProductKind } from '../../../schema/rest/shared';

export const STEPS = [
  { n: 1, title: 'Kind & basics' },
  { n: 2, title: 'Details' },
  { n: 3, title: 'Photos' },
  { n: 4, title: 'Price & stock' },
  { n: 5, title: 'Review & publish' },
] as const;
export type StepNumber = (typeof STEPS)[number]['n'];
export const LAST_STEP: StepNumber = 5;

const BASICS = ['kind', 'name', 'categoryId', 'shortDescription', 'description', 'sku'];
const PRICE = ['priceCents', 'salePriceCents', 'stockQuantity'];

/** The step a field (or "variations.2.size") is typed in. */
export function stepOf(field: string): StepNumber {
  const head = field.split('.')[0];
  if (BASICS.includes(head)) return 1;
  if (head === 'images') return 3;
  if (PRICE.includes(head)) return 4;
  if (head === 'status' || head === 'form') return 5;
  return 2;
}

/** The first step with an error, or null. */
export function firstStepWithError(errors: Record<string, string>): StepNumber | null {
  const steps = Object.keys(errors).map(stepOf);
  return steps.length ? (Math.min(...steps) as StepNumber) : null;
}

export function errorsOfStep(errors: Record<string, string>, step: StepNumber): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) <= step));
}

export const asStep = (v: unknown): StepNumber => {
  const n = Number(v);
  return (Number.isInteger(n) && n >= 1 && n <= LAST_STEP ? n : 1) as StepNumber;
};

/** What the price step asks for: auctions are priced by their start price, services and hire by their rate. */
export function priceNeeds(kind: ProductKind) {
  const auction = kind === 'auction' || kind === 'auction_real_estate';
  const rated = kind === 'hire_item' || kind === 'trades_services';
  const sized = kind === 'clothing' || kind === 'hat';
  return { price: !auction, priceOptional: rated, stock: !auction && !sized && kind !== 'trades_services' };
}

export const kindHas = (kind: ProductKind, field: string) => (KIND_FIELDS[kind] as readonly string[]).includes(field);

/** The fields a step shows as controls (all others ride along hidden). Photos and sizes are lists: see the steps. */
export function shownFields(step: StepNumber, kind: ProductKind): string[] {
  if (step === 1) return BASICS;
  if (step === 2) return ['city', ...KIND_FIELDS[kind].filter((f) => f !== 'variations')];
  if (step === 4) {
    const needs = priceNeeds(kind);
    return [...(needs.price ? ['priceCents', 'salePriceCents'] : []), ...(needs.stock ? ['stockQuantity'] : [])];
  }
  return [];
}
