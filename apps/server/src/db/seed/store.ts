import { removeAccents } from '@trilha/shared/rules/accents';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { type ItemSeed, insertSectionContent, makePdf } from './content';
import { illustration, type Pictogram, pictogram } from './shell-media';

type Motif = Parameters<typeof illustration>[2];

/** Addresses of the demo's media the unlocked sections reuse (stored by the content seed). */
type Media = {
  url: (key: string) => string;
  picture: (slug: string, from: string, to: string, motif: Motif) => Promise<string>;
  pdf: (slug: string, title: string, pages: string[][]) => Promise<string>;
};

type DemoProduct = {
  title: string;
  description: string;
  content: string;
  /** Price in cents. */
  price: number;
  image: [string, string, Motif];
  /** The menu section the product unlocks (hidden until owned), with its pictogram on the home. */
  unlocks: { text: string; idSectionType: number; description: string; color: string; icon: Pictogram };
  /** What the member finds in the unlocked section after buying (spec 2, 2.4: 'Seu produto já está disponível'). */
  contents: (media: Media) => Promise<ItemSeed[]>;
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
      icon: 'chart',
    },
    contents: async ({ picture }) => [
      {
        type: 5,
        text: 'Diagnóstico: as perguntas que abrem a conversa',
        description: 'Episódio 1 de 4: entender antes de oferecer.',
        author: 'Academia de Vendas Acme',
        image: await picture('premium-diagnostico', '#7a1c14', '#e4572e', 'circles'),
        content:
          '<h2>Antes de apresentar, pergunte</h2><p>Três perguntas para toda primeira conversa:</p><ol><li>O que levou você a nos procurar agora?</li><li>Como isso é resolvido hoje?</li><li>O que muda quando estiver resolvido?</li></ol><p>Anote as respostas com as palavras do cliente: elas voltam na proposta.</p>',
      },
      {
        type: 5,
        text: 'Proposta de valor em três frases',
        description: 'Episódio 2 de 4: o problema, a solução e o resultado.',
        author: 'Academia de Vendas Acme',
        image: await picture('premium-proposta', '#b3261e', '#f29e4c', 'peaks'),
        content:
          '<h2>Problema, solução, resultado</h2><p><strong>Problema:</strong> o que o cliente disse no diagnóstico.</p><p><strong>Solução:</strong> o que a Acme entrega para esse problema, em uma frase.</p><p><strong>Resultado:</strong> o número que o cliente vai ver (tempo, custo, segurança).</p>',
      },
      {
        type: 5,
        text: 'Objeções: ouça antes de responder',
        description: 'Episódio 3 de 4: preço, prazo e concorrência.',
        author: 'Academia de Vendas Acme',
        image: await picture('premium-objecoes', '#6a2c70', '#b3261e', 'waves'),
        content:
          '<h2>Três objeções frequentes</h2><ul><li><strong>“Está caro.”</strong> Compare com o custo do problema, não com o preço do concorrente.</li><li><strong>“Agora não.”</strong> Pergunte o que precisa acontecer para ser o momento.</li><li><strong>“Já tenho fornecedor.”</strong> Pergunte o que ele faria diferente.</li></ul>',
      },
      {
        type: 5,
        text: 'Fechamento: combine o próximo passo',
        description: 'Episódio 4 de 4: toda conversa termina com uma data.',
        author: 'Academia de Vendas Acme',
        image: await picture('premium-fechamento', '#1d4e89', '#b3261e', 'rays'),
        content:
          '<h2>Sem próximo passo, não houve reunião</h2><p>Antes de desligar, combine quem faz o quê e até quando. Envie o resumo por e-mail no mesmo dia.</p>',
      },
    ],
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
      icon: 'mic',
    },
    contents: async ({ url, picture }) => [
      {
        type: 1,
        text: 'Liderança em Foco #1: feedback que ajuda',
        description: 'Como dar um retorno claro, no dia e com exemplos.',
        author: 'Rádio Acme',
        image: await picture('foco-feedback', '#6a2c70', '#b83b5e', 'circles'),
        contentLocation: url('demo/content/media/podcast-seguranca.mp3'),
        mimetype: 'audio/mpeg',
        duration: 20,
      },
      {
        type: 1,
        text: 'Liderança em Foco #2: reuniões de 15 minutos',
        description: 'Pauta, decisões e responsáveis, sem passar do tempo.',
        author: 'Rádio Acme',
        image: await picture('foco-reunioes', '#3f1d4a', '#6a2c70', 'waves'),
        contentLocation: url('demo/content/media/podcast-seguranca.mp3'),
        mimetype: 'audio/mpeg',
        duration: 20,
      },
    ],
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
      icon: 'document',
    },
    contents: async ({ picture, pdf }) => [
      {
        type: 25,
        text: 'Guia de negociação',
        description: 'Roteiro em quatro etapas, do preparo ao acordo.',
        image: await picture('guia-negociacao', '#1d4e89', '#3f88c5', 'grid'),
        contentLocation: await pdf('guia-de-negociacao', 'Guia de negociação Acme', [
          ['1. Prepare', 'Defina o seu objetivo, o seu limite e a sua alternativa.', 'Pesquise o cliente e o mercado.'],
          ['2. Escute', 'Pergunte o que o cliente precisa e por quê.', 'Resuma o que ouviu antes de propor.'],
          ['3. Proponha', 'Apresente opções, não um único preço.', 'Troque concessões: nada sai de graça.'],
          ['4. Feche', 'Registre o acordo por escrito no mesmo dia.', 'Combine o próximo passo e a data.'],
        ]),
        mimetype: 'application/pdf',
      },
      {
        type: 18,
        text: 'Modelo de proposta comercial',
        description: 'Baixe e preencha para o seu cliente.',
        image: await picture('modelo-proposta', '#102a43', '#1d4e89', 'stripes'),
        contentLocation: await pdf('modelo-de-proposta', 'Modelo de proposta comercial', [
          ['Cliente e necessidade', 'Quem é o cliente e o problema que ele descreveu.'],
          ['Solução e investimento', 'O que a Acme entrega, prazos e condições de pagamento.'],
        ]),
        mimetype: 'application/pdf',
      },
    ],
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
      icon: 'sheet',
    },
    contents: async ({ picture }) => [
      {
        type: 3,
        text: 'Aula 1: a planilha de metas',
        description: 'Meta do mês, realizado e quanto falta, por vendedor.',
        author: 'Oficina de Excel',
        image: await picture('excel-metas', '#0b6e4f', '#08a045', 'grid'),
        content:
          '<p>Monte três colunas: <strong>Meta</strong>, <strong>Realizado</strong> e <strong>Falta</strong>. Em Falta, use <code>=MÁXIMO(0; B2-C2)</code> para nunca mostrar valores negativos.</p><table><thead><tr><th>Vendedor</th><th>Meta</th><th>Realizado</th><th>Falta</th></tr></thead><tbody><tr><td>Sul</td><td>120</td><td>98</td><td>22</td></tr><tr><td>Sudeste</td><td>200</td><td>214</td><td>0</td></tr></tbody></table>',
      },
      {
        type: 3,
        text: 'Aula 2: o funil de vendas',
        description: 'Do contato ao fechamento, com a taxa de cada etapa.',
        author: 'Oficina de Excel',
        image: await picture('excel-funil', '#145a32', '#0b6e4f', 'peaks'),
        content:
          '<p>Liste as etapas (contato, diagnóstico, proposta, fechamento) e a quantidade em cada uma. A taxa de conversão de uma etapa é <code>=C3/C2</code>, formatada como porcentagem.</p>',
      },
      {
        type: 3,
        text: 'Aula 3: comissões sem erro',
        description: 'PROCV e faixas de comissão em uma só fórmula.',
        author: 'Oficina de Excel',
        image: await picture('excel-comissoes', '#08a045', '#1d4e89', 'stripes'),
        content:
          '<p>Com a tabela de faixas em ordem crescente, a comissão de cada venda é <code>=PROCV(B2; Faixas; 2; VERDADEIRO) * B2</code>.</p>',
      },
    ],
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
      color: '#3d5a2a',
      icon: 'shield',
    },
    contents: async ({ url, picture }) => [
      {
        type: 2,
        text: 'Trabalho em altura: antes de subir',
        description: 'Cinto, talabarte e ponto de ancoragem conferidos.',
        author: 'Segurança Globex',
        image: url('demo/content/media/seguranca-globex.jpg'),
        contentLocation: url('demo/content/media/seguranca-globex.mp4'),
        mimetype: 'video/mp4',
        duration: 9,
      },
      {
        type: 3,
        text: 'Checklist de espaço confinado',
        description: 'Permissão de entrada, medição de gases e vigia.',
        author: 'Segurança Globex',
        image: await picture('globex-espaco-confinado', '#0b6e4f', '#102a43', 'grid'),
        content:
          '<ol><li>Permissão de entrada assinada pelo supervisor.</li><li>Medição de oxigênio e gases antes e durante o trabalho.</li><li>Vigia do lado de fora, com rádio.</li><li>Plano de resgate conferido.</li></ol>',
      },
    ],
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

  const media: Media = {
    url: (key) => storage.url(key),
    picture: (slug, from, to, motif) => put(`demo/content/images/${slug}.svg`, illustration(from, to, motif)),
    pdf: async (slug, title, pages) => {
      const key = `demo/content/files/${slug}.pdf`;
      await storage.put(key, await makePdf(title, pages), 'application/pdf');
      return storage.url(key);
    },
  };
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
      const slug = removeAccents(product.title)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      const image = await put(`demo/${bucket}/store/${slug}.svg`, illustration(...product.image));
      const sectionIcon = await put(
        `demo/${bucket}/icons/${product.unlocks.icon}.svg`,
        pictogram(product.unlocks.icon),
      );
      const { idSection } = await db
        .insertInto('sections')
        .values({
          ...section(product.unlocks.text, product.unlocks.idSectionType, 7 + index),
          description: product.unlocks.description,
          image: sectionIcon,
          imageStyle: 'icon',
          color: product.unlocks.color,
        })
        .returning('idSection')
        .executeTakeFirstOrThrow();
      // Buying unlocks real content: the section is not empty once it shows in the menu.
      for (const [position, item] of (await product.contents(media)).entries()) {
        await insertSectionContent(db, started, app, idSection, item, position, null);
      }
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
