import { describe, expect, it } from 'vitest';
import { createOriginCollector, externalOriginsOfFile, isScannedFile } from './package-origins';

describe('outside origins a package file references', () => {
  it('finds scripts, styles, fonts, frames, media and images of a page, and not its own files', () => {
    const page = `<!doctype html><html><head>
      <script src="https://cdn.jsdelivr.net/npm/jquery@3/dist/jquery.min.js"></script>
      <script src='//code.jquery.com/ui.js'></script>
      <script src="js/curso.js"></script>
      <link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">
      <link rel="preload" as="font" href="https://fonts.gstatic.com/x.woff2">
      <link rel="icon" href="https://img.example.com/favicon.ico">
      <style>body { background: url("https://img.example.com/fundo.png") } @import url(https://css.example.com/a.css);</style>
      </head><body>
      <iframe src="https://www.youtube.com/embed/abc"></iframe>
      <video src="https://videos.example.com/aula.mp4" poster="https://img.example.com/capa.jpg"></video>
      <img srcset="https://img2.example.com/a.png 1x, imagens/b.png 2x" src="imagens/a.png">
      <div style="background-image:url('https://img3.example.com/x.png')"></div>
      <a href="https://www.scorm.com/">link</a>
      <script>fetch('https://api.example.com/dados'); var s = document.createElement('script'); s.src = "https://cdn.example.com/tracker.js";</script>
      </body></html>`;
    const found = externalOriginsOfFile('index.html', page);
    expect(found).toEqual(
      expect.arrayContaining([
        { origin: 'https://cdn.jsdelivr.net', kind: 'script' },
        { origin: 'https://code.jquery.com', kind: 'script' },
        { origin: 'https://fonts.googleapis.com', kind: 'style' },
        { origin: 'https://fonts.gstatic.com', kind: 'font' },
        { origin: 'https://img.example.com', kind: 'image' },
        { origin: 'https://css.example.com', kind: 'style' },
        { origin: 'https://www.youtube.com', kind: 'frame' },
        { origin: 'https://videos.example.com', kind: 'media' },
        { origin: 'https://img2.example.com', kind: 'image' },
        { origin: 'https://img3.example.com', kind: 'image' },
        { origin: 'https://api.example.com', kind: 'connect' },
        { origin: 'https://cdn.example.com', kind: 'script' },
      ]),
    );
    // Links the member follows are no loads; the package's own files are not outside it.
    expect(found.map((entry) => entry.origin)).not.toContain('https://www.scorm.com');
    expect(new Set(found.map((entry) => `${entry.origin} ${entry.kind}`)).size).toBe(12);
  });

  it('reads fonts and imports of style sheets, and what scripts load', () => {
    expect(
      externalOriginsOfFile(
        'estilo.css',
        `@font-face { font-family: X; src: url(https://fonts.example.com/x) format('woff2'); }
         .a { background: url(../img/a.png) } @import "https://css.example.com/b.css";`,
      ),
    ).toEqual([
      { origin: 'https://css.example.com', kind: 'style' },
      { origin: 'https://fonts.example.com', kind: 'font' },
    ]);
    expect(
      externalOriginsOfFile(
        'app.js',
        `import x from "https://esm.sh/lib"; importScripts('https://w.example.com/w.js');
         xhr.open("GET", "https://api.example.com/q"); new WebSocket("wss://live.example.com/s");
         var doc = "http://www.w3.org/1999/xhtml";`,
      ),
    ).toEqual([
      { origin: 'https://esm.sh', kind: 'script' },
      { origin: 'https://w.example.com', kind: 'script' },
      { origin: 'https://api.example.com', kind: 'connect' },
      { origin: 'https://live.example.com', kind: 'connect' },
    ]);
  });

  it('reads only pages, styles and scripts of a reasonable size', () => {
    expect(isScannedFile('a/b.HTML', 10)).toBe(true);
    expect(isScannedFile('a/b.js', 10)).toBe(true);
    expect(isScannedFile('video.mp4', 10)).toBe(false);
    expect(isScannedFile('enorme.js', 50 * 1024 * 1024)).toBe(false);
    expect(externalOriginsOfFile('dados.json', '{"u":"https://x.example.com"}')).toEqual([]);
  });

  it('lists each origin once with every use, in order', () => {
    const collector = createOriginCollector();
    collector.add(
      'a.html',
      '<script src="https://b.example.com/x.js"></script><img src="https://a.example.com/i.png">',
    );
    collector.add('b.css', '.x { background: url(https://b.example.com/y.png) }');
    expect(collector.list()).toEqual([
      { origin: 'https://a.example.com', kinds: ['image'] },
      { origin: 'https://b.example.com', kinds: ['image', 'script'] },
    ]);
  });
});
