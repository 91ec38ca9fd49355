import type { ImportContext } from './context';

/** Store products, each with one offer carrying its price. */
export async function importStoreProducts(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, stamp, upsert, upsertKeyed, required, fail, appIds } = context;
  for (const [index, product] of (pack.storeProducts ?? []).entries()) {
    const path = `storeProducts[${index}]`;
    const idApp = appIds.get(product.app);
    if (idApp === undefined) {
      fail(`${path}.app`, `O aplicativo '${product.app}' não existe`);
      continue;
    }
    const idSection = product.section
      ? ((await required('section', product.section, `${path}.section`, 'A seção')) ?? null)
      : null;
    const active = product.active === undefined ? 1 : product.active ? 1 : 0;
    const idProduct = await upsertKeyed({
      table: 'store_products',
      idColumn: 'idProduct',
      entityType: 'storeProduct',
      key: product.key,
      values: {
        idCompany,
        idApp,
        title: product.title,
        description: product.description ?? null,
        content: product.content ?? null,
        imageURL: product.image ?? null,
        idSection,
        active,
      },
      insertOnly: { createdAt: stamp },
    });
    const offer = await db
      .selectFrom('store_offers')
      .select('idOffer')
      .where('idProduct', '=', idProduct)
      .orderBy('idOffer')
      .executeTakeFirst();
    await upsert({
      table: 'store_offers',
      idColumn: 'idOffer',
      entityType: 'storeOffer',
      key: product.key,
      id: offer?.idOffer,
      values: { idCompany, idProduct, price: product.priceCents, position: index, active },
      insertOnly: { createdAt: stamp },
    });
  }
}
