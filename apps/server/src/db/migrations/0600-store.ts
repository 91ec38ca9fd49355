import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * The in-app store (spec document 2, 2.4, 3 "Offer/product", "Shopping cart" and 7): products and their
 * offers, one cart per member and app, orders with their items, and what each member owns. Prices are
 * integer cents. Card data is never stored: an order keeps the brand and the last four digits only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('store_products'), 'idProduct')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('content', 'text')
    .addColumn('imageURL', 'varchar(500)')
    // The menu section the product unlocks: hidden from members who do not own the product.
    .addColumn('idSection', 'integer', (col) => col.references('sections.idSection'))
    .addColumn('active', 'integer', flagColumn(1))
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('store_products_app').on('store_products').columns(['idCompany', 'idApp']).execute();
  await db.schema.createIndex('store_products_section').on('store_products').column('idSection').execute();

  await withId(db, db.schema.createTable('store_offers'), 'idOffer')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idProduct', 'integer', (col) => col.notNull().references('store_products.idProduct'))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', flagColumn(1))
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('store_offers_product').on('store_offers').columns(['idCompany', 'idProduct']).execute();

  await withId(db, db.schema.createTable('store_carts'), 'idShoppingCart')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    // Changes with every change of the items and every payment attempt: one attempt per version.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('store_carts_user_app', ['idUser', 'idApp'])
    .execute();

  await db.schema
    .createTable('store_cart_items')
    .addColumn('idShoppingCart', 'integer', (col) => col.notNull().references('store_carts.idShoppingCart'))
    .addColumn('idOffer', 'integer', (col) => col.notNull().references('store_offers.idOffer'))
    .addColumn('addedAt', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_cart_items_pk', ['idShoppingCart', 'idOffer'])
    .execute();

  await withId(db, db.schema.createTable('store_orders'), 'idOrder')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('idShoppingCart', 'integer', (col) => col.notNull().references('store_carts.idShoppingCart'))
    // The cart and its version when paid: a second payment of the same cart finds this order.
    .addColumn('cartKey', 'varchar(64)', (col) => col.notNull().unique())
    // The client's idempotency key of the attempt, when it sent one.
    .addColumn('requestKey', 'varchar(100)')
    .addColumn('totalPrice', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('cardBrand', 'varchar(20)', (col) => col.notNull())
    .addColumn('cardLastFour', 'varchar(4)', (col) => col.notNull())
    .addColumn('gatewayReference', 'varchar(100)')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('store_orders_request', ['idUser', 'requestKey'])
    .execute();
  await db.schema.createIndex('store_orders_user').on('store_orders').columns(['idCompany', 'idUser']).execute();

  await withId(db, db.schema.createTable('store_order_items'), 'idOrderItem')
    .addColumn('idOrder', 'integer', (col) => col.notNull().references('store_orders.idOrder'))
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idOffer', 'integer', (col) => col.notNull().references('store_offers.idOffer'))
    .addColumn('idProduct', 'integer', (col) => col.notNull().references('store_products.idProduct'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('store_order_items_order').on('store_order_items').column('idOrder').execute();

  await db.schema
    .createTable('store_ownerships')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idProduct', 'integer', (col) => col.notNull().references('store_products.idProduct'))
    .addColumn('idOrder', 'integer', (col) => col.references('store_orders.idOrder'))
    .addColumn('acquiredAt', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('store_ownerships_pk', ['idUser', 'idProduct'])
    .execute();
  await db.schema
    .createIndex('store_ownerships_product')
    .on('store_ownerships')
    .columns(['idProduct', 'idUser'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'store_ownerships',
    'store_order_items',
    'store_orders',
    'store_cart_items',
    'store_carts',
    'store_offers',
    'store_products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
