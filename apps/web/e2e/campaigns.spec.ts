import { CAMPAIGN_NOTICE_DELAY_MS } from '@trilha/shared/constants';
import { expect, expectAccessible, signIn, startServer, type TrilhaServer, test } from './fixtures';

test.describe('campaign modal', () => {
  // This journey marks the campaign as seen: a server of its own, so other journeys keep the demo state.
  let server: TrilhaServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a member sees a new campaign on the home, closes it, and after a reload it does not come back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(server.url('globex', '/login'));
    await signIn(page, 'paula@globex.example');
    const modal = page.getByRole('dialog', { name: 'Nova campanha: Segurança em Primeiro Lugar' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Campanha da Globex sobre segurança.');
    await expect(modal).toContainText(/Período: De \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
    await expect(modal.getByRole('heading', { name: 'Como você ganha pontos' })).toBeVisible();
    await expect(modal.getByRole('listitem')).toHaveText([
      /Conteúdo concluído\s*8 pontos/,
      /Avaliação de conteúdo enviada\s*4 pontos/,
    ]);
    await expectAccessible(page);

    await modal.getByRole('button', { name: 'Ok' }).click();
    await expect(modal).toBeHidden();
    await expect
      .poll(() =>
        server.query(
          "select count(*) as seen from campaign_notices n join users u on u.idUser = n.idUser where u.username = 'paula@globex.example'",
        ),
      )
      .toEqual([{ seen: 1 }]);

    // After a reload the member's campaigns are asked again; past the modal's delay, the seen one stays closed.
    const campaigns = page.waitForResponse((response) => response.url().endsWith('/campaign/listbyuser'));
    await page.reload();
    await campaigns;
    await expect(page.getByRole('heading', { name: 'Olá, Paula!' })).toBeVisible();
    await page.clock.fastForward(CAMPAIGN_NOTICE_DELAY_MS * 2);
    // The render a timer would have asked for runs before a message posted after it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        }),
    );
    await expect(page.locator('[role="dialog"], [data-dialog-opening]')).toHaveCount(0);
    await expectAccessible(page);

    // A content item of Globex says which running campaign it earns points in.
    const [item] = server.query<{ idContentItem: number }>(
      "select c.idContentItem from content_items c join apps a on a.idApp = c.idApp where a.bucket = 'globex' and c.parent is null order by c.idContentItem limit 1",
    );
    await page.goto(server.url('globex', `/content/${item?.idContentItem}`));
    const note = page.getByRole('complementary', { name: 'Este conteúdo vale pontos' });
    await expect(note).toContainText('Segurança em Primeiro Lugar');
    await expect(note).toContainText('Conteúdo concluído: 8 pontos');
    await expectAccessible(page);
  });
});
