import { expect, putOffPreTest, signIn, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

test('shots', async ({ page, server }) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'maria@acme.example');
  await putOffPreTest(page);
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  const shots: Array<[string, string]> = [
    ['registered', '/myJourney/registered'],
    ['requests', '/myjourney/requestEnrollmentStatus'],
    ['historic', '/myJourney/historic'],
    ['certificates', '/myJourney/certificates'],
    ['gamification', '/myJourney/gamification'],
    ['external', '/myJourney/externalCourse'],
  ];
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, path] of shots) {
      await page.goto(server.url('acme-academy', path));
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
    await page.goto(server.url('acme-academy', '/myJourney/externalCourse'));
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Primeiros socorros no trabalho' })
      .getByRole('button', { name: 'Editar' })
      .click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/external-form-${width}.png` });
    await page.goto(server.url('acme-academy', '/myJourney/registered'));
    await page
      .getByRole('link', { name: /Segurança no dia a dia/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Interações' }).click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots/comments-${width}.png` });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `/tmp/shots/level-${width}.png` });
  }
  const id = server.query<{ a: string }>('select authenticityId as a from learning_certificates')[0]?.a;
  console.log('cert', id);
});
