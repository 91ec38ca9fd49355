import type { Kysely } from 'kysely';
import { withId } from '../migration-helpers';

/**
 * A plan's own pricing tiers (spec 3, 3 "Pricing tier": maxUsers, unitPrice). The users calculator and the
 * contract request price by them; a plan without tiers is priced by the bands of spec 3, 9.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('plan_pricing_tiers'), 'idPlanPricingTier')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idPlan', 'integer', (col) => col.notNull().references('plans.idPlan'))
    // Null: the tier without an upper limit.
    .addColumn('maxUsers', 'integer')
    // Cents per user per month, so fractional prices stay exact on both engines.
    .addColumn('unitPriceCents', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('plan_pricing_tiers_plan')
    .on('plan_pricing_tiers')
    .columns(['idCompany', 'idPlan'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_pricing_tiers').execute();
}
