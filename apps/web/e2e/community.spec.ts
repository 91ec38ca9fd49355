import type { Page } from '@playwright/test';
import { removeAccents } from '@trilha/shared/rules/accents';
import { io } from 'socket.io-client';
import { expect, expectAccessible, signIn, type TrilhaServer, test } from './fixtures';

/** The address of an Acme content-app section by its menu text, as the menu links it. */
function sectionUrl(server: TrilhaServer, text: string, bucket = 'acme'): string {
  const [row] = server.query<{ idSection: number }>(
    'select s.idSection from sections s join apps a on a.idApp = s.idApp where a.bucket = ? and s.text = ?',
    bucket,
    text,
  );
  if (!row) throw new Error(`no section ${text}`);
  const slug = removeAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return server.url(bucket, `/${slug}/${row.idSection}`);
}

async function signInAt(page: Page, server: TrilhaServer, username: string, bucket = 'acme') {
  await page.goto(server.url(bucket, '/login'));
  await signIn(page, username);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
}

// The start of a Windows executable (MZ header and PE signature).
function executable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('community', () => {
  test('live chat: the live item has its room beside the stream, sent with Enter as NEW_MESSAGE_FROM_LIVE_CHAT and received by another member', async ({
    browser,
    server,
  }) => {
    const mariaContext = await browser.newContext();
    const joaoContext = await browser.newContext();
    const maria = await mariaContext.newPage();
    const joao = await joaoContext.newPage();
    try {
      const [live] = server.query<{ idContentItem: number; idSection: number }>(
        "select idContentItem, idSection from content_items where text = 'Ao vivo: abertura da convenção' and idChatRoom is not null",
      );
      const address = `/content/${live?.idContentItem}?idSection=${live?.idSection}`;
      await signInAt(maria, server, 'maria@acme.example');
      await signInAt(joao, server, 'joao@acme.example');
      const sent: string[] = [];
      maria.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          if (typeof frame.payload === 'string') sent.push(frame.payload);
        }),
      );
      await maria.goto(server.url('acme', address));
      await joao.goto(server.url('acme', address));
      const mariaChat = maria.getByRole('region', { name: 'Conversa' });
      const joaoChat = joao.getByRole('region', { name: 'Conversa' });
      // The demo's room already has the audience's messages.
      await expect(joaoChat.getByText('Som e imagem ótimos aqui na unidade de Campinas.')).toBeVisible();
      // The whole width on a phone, half of it on a desktop (spec 2, 2.3 and 9).
      const width = await mariaChat.evaluate((element) => element.getBoundingClientRect().width);
      const viewport = maria.viewportSize()?.width ?? 0;
      expect(width / (viewport < 768 ? viewport - 32 : Math.min(viewport, 1024) - 32)).toBeGreaterThan(
        viewport < 768 ? 0.95 : 0.45,
      );
      const input = maria.getByLabel('Mensagem');
      await input.fill('   ');
      await input.press('Enter');
      await expect(maria.getByRole('button', { name: 'Enviar' })).toBeDisabled();
      const text = `Pergunta para o presidente ${Date.now()}`;
      await input.fill(text);
      await input.press('Enter');
      await expect(input).toHaveValue('');
      await expect(joaoChat.getByText(text, { exact: true })).toBeVisible({ timeout: 2000 });
      expect(sent.some((frame) => frame.includes('NEW_MESSAGE_FROM_LIVE_CHAT') && frame.includes(text))).toBe(true);
      expect(sent.some((frame) => frame.includes('NEW_MESSAGE_FROM_LIVE_CHAT') && /"message":"\s*"/.test(frame))).toBe(
        false,
      );
      await expectAccessible(joao);
    } finally {
      await mariaContext.close();
      await joaoContext.close();
    }
  });

  test('video chat: a video whose item has a room shows its chat, the whole width on a phone and half on a desktop @desktop', async ({
    page,
    server,
  }) => {
    const [video] = server.query<{ idContentItem: number; idSection: number }>(
      "select idContentItem, idSection from content_items where idContentType = 2 and text = 'Rotas de evacuação' and idChatRoom is not null",
    );
    expect(video).toBeTruthy();
    await signInAt(page, server, 'maria@acme.example');
    const sent: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (typeof frame.payload === 'string') sent.push(frame.payload);
      }),
    );
    await page.goto(server.url('acme', `/content/${video?.idContentItem}?idSection=${video?.idSection}`));
    await expect(page.locator('video')).toBeVisible();
    const chat = page.getByRole('region', { name: 'Conversa' });
    await expect(chat.getByText('Na unidade de Campinas o ponto de encontro é o estacionamento B.')).toBeVisible();
    const viewport = page.viewportSize()?.width ?? 0;
    // Measured against the content's column the chat sits in.
    const [width, main] = await chat.evaluate((element) => {
      const column = element.closest('[id^="chat-panel-"]')?.parentElement ?? document.body;
      return [element.getBoundingClientRect().width, column.getBoundingClientRect().width];
    });
    if (viewport < 768) expect(width / main).toBeGreaterThan(0.95);
    else expect(width / main).toBeGreaterThan(0.45);
    if (viewport >= 768) expect(width / main).toBeLessThan(0.55);
    const text = `Onde fica o ponto de encontro da sede? ${Date.now()}`;
    await page.getByLabel('Mensagem').fill(text);
    await page.getByLabel('Mensagem').press('Enter');
    await expect(chat.getByText(text, { exact: true })).toBeVisible();
    expect(sent.some((frame) => frame.includes('NEW_MESSAGE_FROM_GEN_CHAT') && frame.includes(text))).toBe(true);
    await expectAccessible(page);
  });

  test('chat: a message typed by one member reaches another within a second and stays in the history @desktop', async ({
    browser,
    server,
  }, testInfo) => {
    const mariaContext = await browser.newContext();
    const joaoContext = await browser.newContext();
    const maria = await mariaContext.newPage();
    const joao = await joaoContext.newPage();
    try {
      await signInAt(maria, server, 'maria@acme.example');
      await signInAt(joao, server, 'joao@acme.example');
      await maria.goto(sectionUrl(server, 'Bate-papo'));
      await joao.goto(sectionUrl(server, 'Bate-papo'));
      const mariaChat = maria.getByRole('region', { name: 'Bate-papo' });
      const joaoChat = joao.getByRole('region', { name: 'Bate-papo' });
      // The seeded history, as day entries.
      await expect(joaoChat.getByText('Está na Biblioteca, pasta Manuais.')).toBeVisible();
      await expect(
        mariaChat.getByText('João Pereira entrou na sala').or(mariaChat.getByText('Está na Biblioteca')),
      ).not.toHaveCount(0);

      // An empty message is not sent.
      const input = maria.getByLabel('Mensagem');
      await input.fill('   ');
      await expect(maria.getByRole('button', { name: 'Enviar' })).toBeDisabled();

      const text = `Reunião às 15h <b>na sala 2</b> ${Date.now()}`;
      await input.fill(text);
      await input.press('Enter');
      await expect(input).toHaveValue('');
      // Within a second on the other member's screen, as text (the markup shows as typed).
      await expect(joaoChat.getByText(text, { exact: true })).toBeVisible({ timeout: 1000 });
      await expect(joaoChat.locator('b')).toHaveCount(0);
      await joao.screenshot({ path: testInfo.outputPath('chat.png'), fullPage: true });
      await expectAccessible(joao);

      // The panel toggles.
      await joao.getByRole('button', { name: 'Fechar conversa' }).click();
      await expect(joaoChat).toBeHidden();
      await joao.getByRole('button', { name: 'Abrir conversa' }).click();

      // After a reload the message comes back from the history.
      await joao.reload();
      await expect(joao.getByRole('region', { name: 'Bate-papo' }).getByText(text, { exact: true })).toBeVisible();

      // The chat room route opens the same room by its id.
      const [room] = server.query<{ idChatRoom: number }>(
        "select r.idChatRoom from chat_rooms r join sections s on s.idSection = r.idSection where s.text = 'Bate-papo' order by r.idChatRoom",
      );
      await joao.goto(server.url('acme', `/chat/${room?.idChatRoom}`));
      await expect(joao.getByRole('region', { name: 'Conversa' }).getByText(text, { exact: true })).toBeVisible();
    } finally {
      await mariaContext.close();
      await joaoContext.close();
    }
  });

  test('chat: a member of Globex cannot join an Acme room', async ({ page, server }) => {
    const [acmeRoom] = server.query<{ idChatRoom: number }>(
      "select r.idChatRoom from chat_rooms r join sections s on s.idSection = r.idSection where s.text = 'Bate-papo' order by r.idChatRoom",
    );
    const [globexApp] = server.query<{ idApp: number }>("select idApp from apps where bucket = 'globex'");
    const login = await fetch(server.api('/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'carlos@globex.example',
        password: 'trilha123',
        idAppType: 1,
        idApp: globexApp?.idApp,
      }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // On a Globex host: a token is accepted only on its own company's hosts.
    const socket = io(server.api(''), {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { host: `globex.localhost:${server.port}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const answer = await socket.timeout(5000).emitWithAck('room', { room: acmeRoom?.idChatRoom });
      expect(answer).toMatchObject({ success: false, code: 'FORBIDDEN' });
    } finally {
      socket.disconnect();
    }
    // In the browser, Acme's chat section does not exist for Carlos.
    await signInAt(page, server, 'carlos@globex.example', 'globex');
    const acmeChat = new URL(sectionUrl(server, 'Bate-papo'));
    await page.goto(server.url('globex', acmeChat.pathname));
    await expect(page.getByText('Seção não disponível')).toBeVisible();
  });

  test('uploads: the form asks for its fields, keeps a valid file and refuses a renamed executable and an oversized file', async ({
    page,
    server,
  }, testInfo) => {
    await signInAt(page, server, 'maria@acme.example');
    await page.goto(sectionUrl(server, 'Enviar conteúdo'));
    const submit = page.getByRole('button', { name: 'ENVIAR' });
    await submit.click();
    await expect(page.getByText('Título é um campo obrigatório.')).toBeVisible();
    await expect(page.getByText('Descrição é um campo obrigatório.')).toBeVisible();
    await expect(page.getByText('É necessário fazer o upload de um arquivo.')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Título').fill('Relatório falso');
    await page.getByLabel('Descrição').fill('Um executável com nome de PDF');
    await page
      .getByLabel('Arquivo')
      .setInputFiles({ name: 'relatorio.pdf', mimeType: 'application/pdf', buffer: executable() });
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tipo de arquivo não aceito' })).toBeVisible();

    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    await page.getByLabel('Arquivo').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: big });
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'O arquivo deve ter no máximo 20MB.' })).toBeVisible();

    await page.getByLabel('Título').fill('Foto da equipe');
    await page.getByLabel('Descrição').fill('Nosso time no sábado');
    await page.getByLabel('Arquivo').setInputFiles({ name: 'equipe.png', mimeType: 'image/png', buffer: PNG });
    await submit.click();
    await expect(page.getByText('Dados enviados com sucesso!')).toBeVisible();
    await expect(submit).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('upload.png'), fullPage: true });
    await page.getByRole('link', { name: /Foto da equipe/ }).click();
    await expect(page).toHaveURL(/\/userupload\/\d+\?idSection=\d+$/);
    await expect(page.getByRole('heading', { name: 'Foto da equipe' })).toBeVisible();
    await expect(page.getByText('por Maria Souza')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto da equipe' })).toBeVisible();
    await expectAccessible(page);
    expect(
      server.query("select count(*) as n from user_uploads where title in ('Relatório falso', 'Foto da equipe')"),
    ).toEqual([{ n: 1 }]);

    // The team wall: a video plays, a PDF downloads.
    await page.goto(sectionUrl(server, 'Mural da equipe'));
    await page.getByRole('link', { name: /Checklist de abertura/ }).click();
    await expect(page.getByRole('link', { name: 'Baixar arquivo' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: /Vídeo do treinamento/ }).click();
    await expect(page.locator('video')).toBeVisible();
  });

  test('library, calendar, directory, notifications and messages @desktop', async ({ page, server }, testInfo) => {
    // Five sections, each looked at in detail: more than one journey's minute and a half on a busy machine.
    test.setTimeout(180_000);
    // Twelve more colleagues, so the directory has a second page.
    const [acme] = server.query<{ idCompany: number; idApp: number }>(
      "select idCompany, idApp from apps where bucket = 'acme'",
    );
    for (let i = 1; i <= 12; i++) {
      const name = `Colega ${String(i).padStart(2, '0')}`;
      server.query(
        `insert into users (idCompany, email, name, userType, username, passwordHash, tokenVersion, userLicenceTermsAccepted,
          communicationAccepted, emailNotification, smsNotification, admin, canAccessSupport, active, askPWA, createdAt)
         values (?, ?, ?, 1, ?, 'x', 0, 1, 0, 0, 0, 0, 0, 1, 0, '2026-01-01T00:00:00.000Z')`,
        acme?.idCompany ?? 0,
        `colega${i}@acme.example`,
        name,
        `colega${i}@acme.example`,
      );
      server.query(
        'insert into user_apps (idUser, idApp) select idUser, ? from users where username = ?',
        acme?.idApp ?? 0,
        `colega${i}@acme.example`,
      );
    }
    await signInAt(page, server, 'maria@acme.example');

    // Library: columns, folders first, breadcrumbs cut at 40 characters.
    await page.goto(sectionUrl(server, 'Biblioteca'));
    await expect(page.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Modificado' })).toBeVisible();
    await page.getByRole('button', { name: /Manuais/ }).click();
    await page.getByRole('button', { name: /Segurança/ }).click();
    await expect(page.getByRole('link', { name: 'Uso de EPIs.pdf' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Pastas' });
    await expect(crumbs.getByText('Segurança')).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('button', { name: 'Biblioteca' }).click();
    await page.getByRole('button', { name: /Políticas e procedimentos/ }).click();
    await expect(crumbs.getByText('Políticas e procedimentos internos da Ac...')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('library.png'), fullPage: true });
    await expectAccessible(page);

    // Calendar: Portuguese labels, the agenda and an event's details.
    await page.goto(sectionUrl(server, 'Agenda'));
    for (const label of ['Mês', 'Semana', 'Dia', 'Agenda']) {
      await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    // The month's weekday names are whole ('D S T…' on a phone, 'dom. seg.…' wider), never cut ('do…').
    const weekdays = page.locator('.rbc-month-view .rbc-header');
    await expect(weekdays).toHaveCount(7);
    expect(
      await weekdays.evaluateAll(
        (cells) =>
          cells.filter((cell) => /…|\.\.\./.test(cell.textContent ?? '') || cell.scrollWidth > cell.clientWidth).length,
      ),
    ).toBe(0);
    await page.getByRole('button', { name: 'Agenda', exact: true }).click();
    for (const label of ['Data', 'Hora', 'Evento']) {
      await expect(page.getByRole('columnheader', { name: label, exact: true })).toBeVisible();
    }
    // The agenda fits the screen; its rows keep their own background, with the type's colour as a dot.
    const agenda = page.locator('.rbc-agenda-view');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await agenda.evaluate((view) => view.scrollWidth <= view.clientWidth + 1)).toBe(true);
    const safetyRows = agenda.locator('tbody tr').filter({ hasText: 'Semana da segurança' });
    await expect(safetyRows.first()).toBeVisible();
    const paintedRows = await agenda.locator('tbody tr').evaluateAll(
      (rows) =>
        rows.filter((row) =>
          [row, ...row.querySelectorAll('td')].some((cell) => {
            const colour = getComputedStyle(cell).backgroundColor;
            return colour !== 'rgba(0, 0, 0, 0)' && colour !== 'rgb(255, 255, 255)' && colour !== 'transparent';
          }),
        ).length,
    );
    expect(paintedRows).toBe(0);
    await expect(safetyRows.first().locator('.rbc-agenda-event-cell span[aria-hidden="true"]')).toHaveCSS(
      'border-radius',
      /px|%/,
    );
    // An event of whole days is all day: never the same hour twice ('06:00 – 06:00').
    expect(await safetyRows.allTextContents()).not.toContainEqual(expect.stringMatching(/(\d{2}:\d{2})\s*[–-]\s*\1/));
    await expect(safetyRows.first()).toContainText('Dia Todo');
    await safetyRows.first().getByText('Semana da segurança').click();
    const detail = page.getByRole('dialog', { name: 'Semana da segurança' });
    await expect(detail.getByText('Palestras e simulados de evacuação.')).toBeVisible();
    expect(await detail.textContent()).not.toMatch(/\d{2}:\d{2}/);
    await page.screenshot({ path: testInfo.outputPath('calendar.png'), fullPage: true });
    await detail.getByRole('button', { name: 'Fechar' }).click();

    // Directory: 10 at first, 10 more per 'ver mais', the search by name, the read-only profile.
    await page.goto(sectionUrl(server, 'Pessoas'));
    const people = page.getByRole('list').last().getByRole('listitem');
    await expect(people).toHaveCount(10);
    await page.getByRole('button', { name: 'ver mais' }).click();
    expect(await people.count()).toBeGreaterThan(10);
    await page.getByPlaceholder('Buscar Usuário').fill('JOAO');
    await expect(people).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('link', { name: /João Pereira/ }).click();
    await expect(page).toHaveURL(/\/PerfilUsuario\?nome=/);
    await expect(page.getByLabel('Nome')).toHaveValue('João Pereira');
    await expect(page.getByLabel('Nome')).toHaveAttribute('readonly', '');
    await expectAccessible(page);

    // Notifications and messages.
    await page.goto(sectionUrl(server, 'Notificações'));
    await expect(page.getByText('Seu conteúdo foi aprovado')).toBeVisible();
    await expect(page.getByText('Escala de sábado')).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(sectionUrl(server, 'Recados'));
    await expect(page.getByText('Vacinação', { exact: true })).toBeVisible();
    await expect(page.getByText('Recesso de fim de ano')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('confirmations: administration for admins only, the external link and the assessment open in a new tab', async ({
    page,
    server,
    context,
  }) => {
    await context.route('https://www.acme.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Acme</title><h1>Acme</h1>' }),
    );
    const posted: string[] = [];
    await context.route('https://pesquisa.acme.example/**', (route) => {
      const request = route.request();
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type, accept',
        'access-control-allow-methods': 'POST',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      if (request.method() === 'POST') {
        posted.push(request.postData() ?? '');
        return route.fulfill({
          status: 200,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify({ success: true, url: 'https://pesquisa.acme.example/responder/42' }),
        });
      }
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Pesquisa</title><h1>Pesquisa</h1>' });
    });

    await signInAt(page, server, 'maria@acme.example');
    await page.goto(sectionUrl(server, 'Administração'));
    await expect(page.getByText('Acesso restrito')).toBeVisible();

    await page.goto(sectionUrl(server, 'Site da Acme'));
    await expect(page.getByText('https://www.acme.example/')).toBeVisible();
    await expectAccessible(page);
    const [site] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Confirmar' }).click(),
    ]);
    await site.waitForLoadState();
    expect(site.url()).toBe('https://www.acme.example/');
    await site.close();

    await page.goto(sectionUrl(server, 'Pesquisa de clima'));
    const [survey] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Iniciar avaliação' }).click(),
    ]);
    await survey.waitForURL('https://pesquisa.acme.example/responder/42');
    expect(posted.map((body) => JSON.parse(body))).toEqual([{ email: 'maria@acme.example' }]);
    await survey.close();

    // An unreachable assessment service opens no tab (not even a blank one) and says so.
    await context.unroute('https://pesquisa.acme.example/**');
    await context.route('https://pesquisa.acme.example/**', (route) => route.abort('connectionrefused'));
    let popups = 0;
    page.on('popup', () => {
      popups += 1;
    });
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    await expect(page.getByText('Não foi possível iniciar a avaliação. Tente novamente mais tarde.')).toBeVisible();
    expect(popups).toBe(0);

    // An administrator confirms and the console opens with the session token.
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, server, 'ana@acme.example');
    await page.goto(sectionUrl(server, 'Administração'));
    const [admin] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Confirmar' }).click(),
    ]);
    await admin.waitForLoadState();
    expect(admin.url()).toMatch(/\/admin\?token=[\w-]+\.[\w-]+\.[\w-]+/);
  });
});
