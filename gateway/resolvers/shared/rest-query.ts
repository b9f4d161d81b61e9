/** GraphQL arguments as REST query values: absent (null) filters are left out of the URL. */
export const orUndefined = <T>(v: T | null | undefined) => (v === null ? undefined : v);

/** A GraphQL point as the REST `coordinates` filter, "lat,lng". */
export const point = (p: { lat: number; lng: number } | null | undefined) => (p ? `${p.lat},${p.lng}` : undefined);
