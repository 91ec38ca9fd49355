import { expect, test } from './fixtures';

// The Content-Security-Policy the server sends must let the players work in a real browser: hls.js (blob:
// workers and media), pdf.js (WebAssembly), the YouTube IFrame API (its script and frame), while inline
// scripts stay blocked.
test('the security policy lets the media players work and blocks inline scripts', async ({ page, server }) => {
  await page.goto(server.url('acme', '/login'));
  const result = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );

    const worker = new Worker(URL.createObjectURL(new Blob(['postMessage(42)'], { type: 'text/javascript' })));
    const fromWorker = await new Promise((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = () => resolve('blocked');
      setTimeout(() => resolve('no answer'), 3000);
    });
    worker.terminate();

    const wasm = await WebAssembly.instantiate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));

    const video = document.createElement('video');
    video.src = URL.createObjectURL(new MediaSource());
    document.body.append(video);

    const frame = document.createElement('iframe');
    frame.src = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
    document.body.append(frame);
    const api = document.createElement('script');
    api.src = 'https://www.youtube.com/iframe_api';
    document.body.append(api);

    const inline = document.createElement('script');
    inline.textContent = 'window.inlineRan = true';
    document.body.append(inline);

    await new Promise((resolve) => setTimeout(resolve, 500));
    return {
      fromWorker,
      wasm: wasm.instance instanceof WebAssembly.Instance,
      inlineRan: Boolean((window as { inlineRan?: boolean }).inlineRan),
      violations,
    };
  });
  expect(result.fromWorker).toBe(42);
  expect(result.wasm).toBe(true);
  expect(result.inlineRan).toBe(false);
  expect(result.violations).toEqual(['script-src-elem inline']);
});
