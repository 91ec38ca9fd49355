import { describe, expect, it } from 'vitest';
import { readableOn } from './tenant';

describe('readableOn', () => {
  it.each([
    ['#b3261e', '#ffffff'],
    ['#0b6e4f', '#ffffff'],
    ['#ffeb3b', '#000000'],
    ['#ffffff', '#000000'],
    ['not-a-colour', '#ffffff'],
  ])('text on %s is %s', (background, text) => {
    expect(readableOn(background)).toBe(text);
  });
});

describe('readPageApp', () => {
  it('reads the app the server wrote into the page, and nothing from a page without one', async () => {
    const { readPageApp } = await import('./tenant');
    document.head.innerHTML = '';
    expect(readPageApp()).toBeNull();
    document.head.innerHTML =
      '<script type="application/json" id="trilha-app">{"idApp":2,"idAppType":2,"bucket":"acme-academy","name":"Acme \\u003cAcademy\\u003e"}</script>';
    expect(readPageApp()).toMatchObject({ idApp: 2, bucket: 'acme-academy', name: 'Acme <Academy>' });
    document.head.innerHTML = '<script type="application/json" id="trilha-app">{not json</script>';
    expect(readPageApp()).toBeNull();
  });
});
