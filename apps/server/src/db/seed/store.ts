import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { illustration } from './shell-media';

type Motif = Parameters<typeof illustration>[2];

type DemoProduct = {
  title: string;
  description: string;
  content: string;
  /** Price in cents. */
  price: number;
  image: [string, string, Motif];
  /** The menu section the product unlocks (hidden until owned). */
  unlocks: { text: string; idSectionType: number; description: string; color: string };
};

/** The Acme store: each product unlocks a section of the content app's menu. */
const ACME_PRODUCTS: DemoProduct[] = [
  {
    title: 'Trilha Vendas Premium',
    description: 'Oito episódios para vender entendendo o cliente.',
    content:
      '<p>Uma trilha curta para quem atende clientes: diagnóstico, proposta de valor, objeções e fechamento.</p><p>Ao comprar, a seção <strong>Vendas Premium</strong> aparece no seu menu.</p>',
    price: 4990,
    image: ['#b3261e', '#e4572e', 'peaks'],
    unlocks: {
      text: 'Vendas Premium',
      idSectionType: 3,
      description: 'Sua trilha de vendas',
      color: '#b3261e',
    },
  },
  {
    title: 'Podcast Liderança em Foco',
    description: 'Conversas semanais com as lideranças da Acme.',
    content:
      '<p>Doze conversas sobre feedback, metas e times remotos, para ouvir no caminho.</p><p>Ao comprar, a seção <strong>Liderança em Foco</strong> aparece no seu menu.</p>',
    price: 2990,
    image: ['#6a2c70', '#b83b5e', 'waves'],
    unlocks: {
      text: 'Liderança em Foco',
      idSectionType: 1,
      description: 'Episódios exclusivos',
      color: '#6a2c70',
    },
  },
  {
    title: 'Guia de Negociação',
    description: 'O guia em PDF com roteiros e modelos de proposta.',
    content:
      '<p>Roteiros de negociação, modelos de proposta e uma lista de verificação para reuniões com clientes.</p>',
    price: 1990,
    image: ['#1d4e89', '#3f88c5', 'grid'],
    unlocks: {
      text: 'Guia de Negociação',
      idSectionType: 10,
      description: 'Roteiros e modelos',
      color: '#1d4e89',
    },
  },
  {
    title: 'Oficina de Excel para Vendas',
    description: 'Planilhas de metas e comissões, passo a passo.',
    content: '<p>Seis vídeos curtos com as planilhas de metas, funil e comissões que o time comercial usa.</p>',
    price: 3990,
    image: ['#0b6e4f', '#08a045', 'stripes'],
    unlocks: {
      text: 'Oficina de Excel',
      idSectionType: 2,
      description: 'Planilhas na prática',
      color: '#0b6e4f',
    },
  },
];

const GLOBEX_PRODUCTS: DemoProduct[] = [
  {
    title: 'Manual de Segurança Avançado',
    description: 'Procedimentos de segurança para áreas de risco.',
    content: '<p>Procedimentos, checklists e vídeos de segurança para as áreas de risco da Globex.</p>',
    price: 5990,
    image: ['#0b6e4f', '#102a43', 'rays'],
    unlocks: {
      text: 'Segurança Avançada',
      idSectionType: 2,
      description: 'Conteúdo exclusivo',
      color: '#0b6e4f',
    },
  },
];

/** A white shopping bag, the Lojinha's icon on the home's row. */
const BAG_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><path d="M20 34h56l-5 46H25z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M36 40V28a12 12 0 0 1 24 0v12" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>';

/**
 * The in-app store of the demo: a 'Lojinha' section (type 31) in the Acme and Globex content apps, with
 * products that each unlock a menu section. Maria already owns the 'Guia de Negociação' (her 'MEUS
 * PRODUTOS' and her menu show it); the other sections stay hidden until bought.
 */
export async function seedStore(db: Db, storage: Storage, started: Date): Promise<void> {
  const at = started.toISOString();
  const put = async (key: string, body: string) => {
    await storage.put(key, Buffer.from(body), 'image/svg+xml');
    return storage.url(key);
  };
  const apps = await db.selectFrom('apps').select(['idApp', 'idCompany', 'bucket']).execute();
  const appOf = (bucket: string) => apps.find((entry) => entry.bucket === bucket) as (typeof apps)[number];

  const seedApp = async (bucket: string, products: DemoProduct[], color: string) => {
    const app = appOf(bucket);
    const icon = await put(`demo/${bucket}/icons/store.svg`, BAG_ICON);
    const section = (text: string, idSectionType: number, position: number) => ({
      idCompany: app.idCompany,
      idApp: app.idApp,
      idSectionType,
      parentIdSection: null,
      sectionTo: null,
      position,
      text,
      description: null as string | null,
      image: null as string | null,
      imageSecondary: null,
      color: null as string | null,
      imageStyle: 'default',
      showText: 1,
      content: null,
      url: null,
      design: null,
      active: 1,
    });
    await db
      .insertInto('sections')
      .values({
        ...section('Lojinha', 31, 6),
        description: 'Produtos e Trilhas',
        image: icon,
        imageStyle: 'icon',
        color,
      })
      .execute();
    const ids: number[] = [];
    for (const [index, product] of products.entries()) {
      const slug = product.title
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      const image = await put(`demo/${bucket}/store/${slug}.svg`, illustration(...product.image));
      const { idSection } = await db
        .insertInto('sections')
        .values({
          ...section(product.unlocks.text, product.unlocks.idSectionType, 7 + index),
          description: product.unlocks.description,
          image,
          color: product.unlocks.color,
        })
        .returning('idSection')
        .executeTakeFirstOrThrow();
      const { idProduct } = await db
        .insertInto('store_products')
        .values({
          idCompany: app.idCompany,
          idApp: app.idApp,
          title: product.title,
          description: product.description,
          content: product.content,
          imageURL: image,
          idSection,
          active: 1,
          createdAt: at,
        })
        .returning('idProduct')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('store_offers')
        .values({
          idCompany: app.idCompany,
          idProduct,
          price: product.price,
          position: index,
          active: 1,
          createdAt: at,
        })
        .execute();
      ids.push(idProduct);
    }
    return ids;
  };

  const acmeProducts = await seedApp('acme', ACME_PRODUCTS, '#9c3d12');
  await seedApp('globex', GLOBEX_PRODUCTS, '#0b6e4f');

  // Maria bought the negotiation guide before: it is in 'MEUS PRODUTOS' and its section in her menu.
  const maria = await db
    .selectFrom('users')
    .select(['idUser', 'idCompany'])
    .where('username', '=', 'maria@acme.example')
    .executeTakeFirstOrThrow();
  const guide = acmeProducts[2] as number;
  await db
    .insertInto('store_ownerships')
    .values({ idCompany: maria.idCompany, idUser: maria.idUser, idProduct: guide, idOrder: null, acquiredAt: at })
    .execute();
}
