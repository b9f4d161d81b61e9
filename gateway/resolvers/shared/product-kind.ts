/** A REST product kind ('real_estate', 'motor_vehicle', …) as the GraphQL ProductKind enum ('REAL_ESTATE', …). */
import type { ProductKind } from '../../generated/resolvers';

export const kindToEnum = (kind: string) => kind.toUpperCase() as ProductKind;
