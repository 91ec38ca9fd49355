import { expect, expectAccessible, test } from './fixtures';

/**
 * The check every journey leans on: it must fail on a page with a serious violation, also when the page was
 * judged before (axe's script is put into a document once and reused).
 */
test('the accessibility check finds serious violations, again on a page it judged before', async ({ page }) => {
  await page.setContent(
    '<html lang="pt-BR"><head><title>Página</title></head><body><main><h1>Início</h1></main></body></html>',
  );
  await expectAccessible(page);

  await page.evaluate(() => {
    const button = document.createElement('button');
    button.append(document.createElement('span'));
    document.querySelector('main')?.append(button);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);

  await page.evaluate(() => {
    document.querySelector('button')?.remove();
    const text = document.createElement('p');
    text.textContent = 'Texto claro demais';
    text.style.color = '#eeeeee';
    document.querySelector('main')?.append(text);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/color-contrast/);
});
