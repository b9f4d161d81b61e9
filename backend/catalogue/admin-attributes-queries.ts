/**
 * Reads of the editors' attributes (issue 29): attributes of a category through attributes_category_idx
 * (migration 0033), their terms through attribute_terms_attr_slug_idx (attribute_id first).
 * tests/integration/admin-categories-reads.test.ts checks the plans.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RestAdminAttribute } from '../../schema/rest/admin-categories';
import type { Db } from '../db/client';
import { attributes, attributeTerms, productCategories } from '../db/schema';
import { containing } from '../moderation/reports-queries';

/** The list's statements, exported so the plan test can EXPLAIN them. */
export function attributesListQuery(db: Db, opts: { categoryId?: number; search?: string; page: number; perPage: number }) {
  const conditions: SQL[] = [];
  if (opts.categoryId) conditions.push(eq(attributes.categoryId, opts.categoryId));
  if (opts.search) {
    conditions.push(
      sql`(${attributes.name} like ${containing(opts.search)} escape '\\' or ${attributes.slug} like ${containing(opts.search)} escape '\\')`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return {
    rows: db
      .select({
        id: attributes.id,
        slug: attributes.slug,
        name: attributes.name,
        categoryId: attributes.categoryId,
        categoryName: productCategories.name,
      })
      .from(attributes)
      .innerJoin(productCategories, eq(productCategories.id, attributes.categoryId))
      .where(where)
      .orderBy(asc(attributes.categoryId), asc(attributes.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    total: db.select({ total: sql<number>`count(*)` }).from(attributes).where(where),
  };
}

export function termsQuery(db: Db, attributeIds: number[]) {
  return db
    .select({ id: attributeTerms.id, attributeId: attributeTerms.attributeId, slug: attributeTerms.slug, name: attributeTerms.name })
    .from(attributeTerms)
    .where(inArray(attributeTerms.attributeId, attributeIds))
    .orderBy(asc(attributeTerms.attributeId), asc(attributeTerms.id));
}

type AttributeRow = Omit<RestAdminAttribute, 'terms'>;

async function withTerms(db: Db, rows: AttributeRow[]): Promise<RestAdminAttribute[]> {
  if (rows.length === 0) return [];
  const terms = await termsQuery(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    terms: terms.filter((t) => t.attributeId === r.id).map(({ id, slug, name }) => ({ id, slug, name })),
  }));
}

export async function attributesPage(db: Db, opts: Parameters<typeof attributesListQuery>[1]) {
  const q = attributesListQuery(db, opts);
  const [rows, [{ total }]] = await Promise.all([q.rows, q.total]);
  return { load: await withTerms(db, rows), total: Number(total) };
}

/** Every attribute of one category (a category has a handful). */
export async function attributesOfCategory(db: Db, categoryId: number): Promise<RestAdminAttribute[]> {
  return (await attributesPage(db, { categoryId, page: 1, perPage: 100 })).load;
}

export async function attributeById(db: Db, id: number): Promise<RestAdminAttribute | null> {
  const [row] = await db
    .select({
      id: attributes.id,
      slug: attributes.slug,
      name: attributes.name,
      categoryId: attributes.categoryId,
      categoryName: productCategories.name,
    })
    .from(attributes)
    .innerJoin(productCategories, eq(productCategories.id, attributes.categoryId))
    .where(eq(attributes.id, id))
    .limit(1);
  return row ? ((await withTerms(db, [row]))[0] ?? null) : null;
}

export async function attributeBySlug(db: Db, slug: string): Promise<RestAdminAttribute | null> {
  const [row] = await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.slug, slug)).limit(1);
  return row ? attributeById(db, row.id) : null;
}

export async function termById(db: Db, id: number) {
  const [row] = await db.select().from(attributeTerms).where(eq(attributeTerms.id, id)).limit(1);
  return row ?? null;
}
