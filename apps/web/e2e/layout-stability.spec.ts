import { expect, signIn, test } from './fixtures';

/** Sums the page's layout shifts (the CLS of a load) once it has settled. */
const LAYOUT_SHIFT_OBSERVER = () => {
  const shifts: number[] = [];
  (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

test('the learning home, a catalog and a training page do not move as their data arrives', async ({ page, server }) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'joao@acme.example');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  for (const [path, heading] of [
    ['/', 'Pré-teste de boas-vindas'],
    ['/catalog/vendas', 'Vendas'],
    ['/catalog/vendas-consultivas', 'Vendas consultivas'],
  ] as const) {
    // Loaded afresh, so the page fills in from nothing as on a first visit.
    await page.goto(server.url('acme-academy', path));
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = await page.evaluate(() =>
      (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    // Web Vitals' "good" cumulative layout shift.
    expect(total, `layout shift of ${path}`).toBeLessThan(0.1);
  }
});
