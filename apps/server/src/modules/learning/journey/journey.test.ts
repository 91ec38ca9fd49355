import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import type { Session } from '../../../../test/learning-builders';

let t: TestApp;
let maria: Session;
let ana: Session;
let joao: Session;
let carlos: Session;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
  joao = await t.login('joao@acme.example', 'acme-academy');
  carlos = await t.login('carlos@globex.example');
});
afterAll(async () => {
  await t.close();
});

const get = (session: Session | null, url: string) =>
  t.app.inject({ url, headers: session?.headers ?? {}, remoteAddress: '127.0.0.1' });
const send = (session: Session, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload: payload as object } : {}) });

/** The text of a PDF, read with pdf.js as a reader would. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

async function enrollmentOf(session: Session, nodeCode: string) {
  const history = body(await get(session, `/learning/students/${session.loginInfo.idUser}/history`)).history;
  return history.find((entry: { nodeCode: string }) => entry.nodeCode === nodeCode);
}

describe('history', () => {
  it('lists every enrollment with its status and which certificates can be downloaded', async () => {
    const response = await get(maria, `/learning/students/${maria.loginInfo.idUser}/history`);
    expect(response.statusCode).toBe(200);
    const { history } = body(response);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          nodeCode: 'etica-e-conduta',
          enrollmentStatus: 'COMPLETED',
          canDownloadCertificate: 1,
        }),
        expect.objectContaining({
          nodeCode: 'seguranca-basica',
          enrollmentStatus: 'IN_PROGRESS',
          canDownloadCertificate: 0,
        }),
      ]),
    );
    const certificates = body(
      await get(maria, `/learning/students/${maria.loginInfo.idUser}/history?onlyWithCertificate=1`),
    ).history;
    expect(certificates.map((entry: { nodeCode: string }) => entry.nodeCode)).toEqual(['etica-e-conduta']);
  });

  it("refuses another member's history", async () => {
    expect((await get(joao, `/learning/students/${maria.loginInfo.idUser}/history`)).statusCode).toBe(404);
    expect((await get(carlos, `/learning/students/${maria.loginInfo.idUser}/history`)).statusCode).toBe(404);
  });
});

describe('certificates', () => {
  it('issues a PDF with the member and the training and a QR code to its public authenticity page', async () => {
    const entry = await enrollmentOf(maria, 'etica-e-conduta');
    const payload = { idUser: maria.loginInfo.idUser, idEnrollment: entry.idEnrollment };
    const response = await t.app.inject({
      method: 'POST',
      url: '/certificate',
      headers: { ...maria.headers, host: 'acme-academy.localhost:5173' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(
      encodeURIComponent('Ética e conduta na Acme_certificate.pdf'),
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Maria Souza');
    expect(text).toContain('Ética e conduta na Acme');
    expect(text).toContain('Carga horária: 2h');

    const issued = await t.db
      .selectFrom('learning_certificates')
      .selectAll()
      .where('idEnrollment', '=', entry.idEnrollment)
      .execute();
    expect(issued).toHaveLength(1);
    const id = issued[0]?.authenticityId as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(text).toContain(`http://acme-academy.localhost:5173/certificate-authenticity/${id}`);

    // The same certificate again: one row, the same id.
    await t.app.inject({ method: 'POST', url: '/certificate', headers: maria.headers, payload });
    const again = await t.db.selectFrom('learning_certificates').selectAll().execute();
    expect(again.filter((row) => row.idEnrollment === entry.idEnrollment)).toHaveLength(1);

    const page = await get(null, `/learning/students/certificate-authenticity/${id}`);
    expect(page.statusCode).toBe(200);
    expect(body(page).certificate).toEqual(
      expect.objectContaining({ username: 'Maria Souza', title: 'Ética e conduta na Acme', progress: 100, token: id }),
    );
    const unknown = await get(null, '/learning/students/certificate-authenticity/0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Certificado não encontrado.');
  });

  it('refuses a training not completed yet, and any other member', async () => {
    const entry = await enrollmentOf(maria, 'seguranca-basica');
    const refused = await send(maria, 'POST', '/certificate', {
      idUser: maria.loginInfo.idUser,
      idEnrollment: entry.idEnrollment,
    });
    expect(refused.statusCode).toBe(409);
    const done = await enrollmentOf(maria, 'etica-e-conduta');
    for (const stranger of [joao, carlos]) {
      const asMaria = await send(stranger, 'POST', '/certificate', {
        idUser: maria.loginInfo.idUser,
        idEnrollment: done.idEnrollment,
      });
      expect(asMaria.statusCode).toBe(404);
      const asSelf = await send(stranger, 'POST', '/certificate', {
        idUser: stranger.loginInfo.idUser,
        idEnrollment: done.idEnrollment,
      });
      expect(asSelf.statusCode).toBe(404);
    }
  });
});

describe('comments', () => {
  const teamPath = async () => {
    const entry = await enrollmentOf(maria, 'seguranca-basica');
    const team = await t.db
      .selectFrom('learning_enrollments')
      .select('idTeam')
      .where('idEnrollment', '=', entry.idEnrollment)
      .executeTakeFirstOrThrow();
    return `/learning/comments/TEAM/${team.idTeam}`;
  };

  it('keeps only harmless HTML: no script, no javascript: link, links open in a new window', async () => {
    const path = await teamPath();
    const created = await send(maria, 'POST', path, {
      text: '<p>Oi <script>alert(1)</script><a href="javascript:alert(2)">clique</a> e <a href="https://acme.example">site</a> <img src=x onerror=alert(3)></p>',
    });
    expect(created.statusCode).toBe(200);
    const { text } = body(created).data;
    expect(text).not.toMatch(/script|javascript:|onerror|<img/i);
    expect(text).toContain(
      '<a href="https://acme.example" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(text).toContain('clique');
    const blank = await send(maria, 'POST', path, { text: '<p> <script>x</script></p>' });
    expect(blank.statusCode).toBe(400);
    const long = await send(maria, 'POST', path, { text: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
  });

  it('pages comments by 6 and replies by 5, newest comments first', async () => {
    const path = await teamPath();
    const first = body(await send(ana, 'POST', path, { text: 'Pergunta da Ana' })).data;
    for (let index = 0; index < 7; index += 1) {
      await send(maria, 'POST', path, { text: `Resposta ${index}`, idParentComment: first.idComment });
    }
    const page = body(await get(maria, `${path}?offset=0&limit=6`)).data;
    expect(page.comments[0]).toEqual(expect.objectContaining({ idComment: first.idComment, totalReplies: 7 }));
    for (let index = 0; index < 6; index += 1) await send(ana, 'POST', path, { text: `Aviso ${index}` });
    const full = body(await get(maria, path)).data;
    expect(full.comments).toHaveLength(6);
    expect(full.totalRecords).toBe(page.totalRecords + 6);
    expect(full.comments[0].text).toBe('Aviso 5');
    const replies = body(await get(maria, `${path}?offset=0&limit=5&idParentComment=${first.idComment}`)).data;
    expect(replies.totalRecords).toBe(7);
    expect(replies.comments.map((reply: { text: string }) => reply.text)).toEqual([
      'Resposta 0',
      'Resposta 1',
      'Resposta 2',
      'Resposta 3',
      'Resposta 4',
    ]);
  });

  it('lets the author edit and delete, others report once, and an administrator hide with an audit entry', async () => {
    const path = await teamPath();
    const mine = body(await send(maria, 'POST', path, { text: 'Texto original' })).data;
    expect((await send(ana, 'PUT', `${path}/${mine.idComment}`, { text: 'Alterado' })).statusCode).toBe(403);
    const edited = body(await send(maria, 'PUT', `${path}/${mine.idComment}`, { text: 'Texto revisto' })).data;
    expect(edited.lastModifiedDate).not.toBeNull();

    expect((await send(maria, 'POST', `${path}/report`, { idComment: mine.idComment })).statusCode).toBe(409);
    const report = await send(ana, 'POST', `${path}/report`, { idComment: mine.idComment });
    expect(body(report)).toEqual(expect.objectContaining({ success: true, message: 'Agradecemos por denunciar' }));
    expect((await send(ana, 'POST', `${path}/report`, { idComment: mine.idComment })).statusCode).toBe(409);
    const seen = body(await get(ana, `${path}?limit=50`)).data.comments;
    expect(seen.find((entry: { idComment: number }) => entry.idComment === mine.idComment)).toEqual(
      expect.objectContaining({ reportedByMe: 1, totalReports: 1 }),
    );

    const queue = body(await get(ana, '/admin/comments/reported')).result;
    expect(queue.map((entry: { idComment: number }) => entry.idComment)).toContain(mine.idComment);
    expect((await send(maria, 'PUT', `/admin/comments/${mine.idComment}/hide`)).statusCode).toBe(403);
    expect((await send(ana, 'PUT', `/admin/comments/${mine.idComment}/hide`)).statusCode).toBe(200);
    const hidden = body(await get(maria, `${path}?limit=50`)).data.comments.find(
      (entry: { idComment: number }) => entry.idComment === mine.idComment,
    );
    expect(hidden).toEqual(expect.objectContaining({ hiddenBy: 1, text: '' }));
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'comment.hide').execute();
    expect(audit.map((row) => row.entityId)).toContain(String(mine.idComment));

    expect((await send(ana, 'DELETE', `${path}/${mine.idComment}`)).statusCode).toBe(403);
    expect((await send(maria, 'DELETE', `${path}/${mine.idComment}`)).statusCode).toBe(200);
    const after = body(await get(maria, `${path}?limit=50`)).data.comments;
    expect(after.map((entry: { idComment: number }) => entry.idComment)).not.toContain(mine.idComment);
  });

  it('refuses a class the member is not in, and pages without comments', async () => {
    const path = await teamPath();
    expect((await get(joao, path)).statusCode).toBe(404);
    expect((await get(carlos, path)).statusCode).toBe(404);
    expect((await get(maria, '/learning/comments/PAGE/1')).statusCode).toBe(400);
  });
});

describe('external courses', () => {
  const form = {
    title: 'Gestão de projetos',
    type: 'ONLINE',
    workload: 16,
    startDate: '2026-10-01',
    finishDate: '2026-10-20',
    entityName: 'Escola Aberta',
  };
  const upload = (session: Session, bytes: Buffer, fileName: string) => {
    const boundary = '----trilha';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\n${fileName}\r\n--${boundary}\r\nContent-Disposition: form-data; name="fileData"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/uploads/externalcourse',
      headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('filters the member’s requests by status', async () => {
    const rejected = body(await get(maria, '/learning/externalcourses?statuses=REJECTED')).result;
    expect(rejected.map((entry: { title: string }) => entry.title)).toEqual(['Primeiros socorros no trabalho']);
    const all = body(await get(maria, '/learning/externalcourses?statuses=ALL'));
    expect(all.totalRecords).toBe(3);
    expect((await get(maria, '/learning/externalcourses?statuses=OTHER')).statusCode).toBe(400);
  });

  it('checks the period against today with the specification’s message', async () => {
    const future = await send(maria, 'POST', '/learning/externalcourses', { ...form, finishDate: '2026-12-30' });
    expect(future.statusCode).toBe(400);
    expect(body(future).message).toMatch(/^Período de realização inválido/);
    const reversed = await send(maria, 'POST', '/learning/externalcourses', {
      ...form,
      startDate: '2026-10-20',
      finishDate: '2026-10-01',
    });
    expect(reversed.statusCode).toBe(400);
    const zero = await send(maria, 'POST', '/learning/externalcourses', { ...form, workload: 0 });
    expect(body(zero).message).toContain('O valor deve ser maior que 0');
  });

  it('accepts evidence by content only, up to 5 MB, with a cleaned name', async () => {
    const stored = await upload(maria, PNG, 'meu certificado (final) ção.png');
    expect(stored.statusCode).toBe(200);
    const path = body(stored).externalCourse as string;
    expect(path).toMatch(/\/meucertificadofinalcao\.png\?sig=[\w.-]+$/);
    const fake = await upload(maria, Buffer.from('not really a pdf'), 'certificado.pdf');
    expect(fake.statusCode).toBe(400);
    expect(body(fake).message).toBe('Apenas arquivos PDF, JPG ou PNG são permitidos.');
    const large = await upload(maria, Buffer.concat([PNG, Buffer.alloc(5_242_880)]), 'grande.png');
    expect(large.statusCode).toBe(413);
    expect(body(large).message).toBe('O arquivo deve ter no máximo 5MB.');
    // Another member cannot point a request at maria's file.
    const borrowed = await send(joao, 'POST', '/learning/externalcourses', { ...form, evidencePath: path });
    expect(body(borrowed).code).toBe('EVIDENCE_INVALID');
  });

  it('goes from submitted to rejected with a reason, then resubmitted once as a linked request', async () => {
    const evidence = body(await upload(maria, PNG, 'evidencia.png')).externalCourse;
    const created = body(await send(maria, 'POST', '/learning/externalcourses', { ...form, evidencePath: evidence }));
    const id = created.result.idUserExternalCourse;
    expect(created.result).toEqual(expect.objectContaining({ status: 'PENDING', evidencePath: evidence }));
    expect((await get(joao, `/learning/externalcourses/${id}`)).statusCode).toBe(404);
    expect((await send(maria, 'PUT', `/admin/external-courses/${id}/reject`, { reason: 'x' })).statusCode).toBe(403);
    expect((await send(ana, 'PUT', `/admin/external-courses/${id}/reject`, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await send(ana, 'PUT', `/admin/external-courses/${id}/reject`, {
      reason: 'O comprovante está ilegível.',
    });
    expect(body(rejected).result).toEqual(
      expect.objectContaining({ status: 'REJECTED', statusReason: 'O comprovante está ilegível.' }),
    );
    expect((await send(ana, 'PUT', `/admin/external-courses/${id}/approve`)).statusCode).toBe(409);
    expect((await send(maria, 'PUT', `/learning/externalcourses/${id}`, form)).statusCode).toBe(409);

    const resubmitted = body(
      await send(maria, 'POST', '/learning/externalcourses', {
        ...form,
        title: 'Gestão de projetos (corrigido)',
        idParentUserExternalCourse: id,
      }),
    ).result;
    expect(resubmitted).toEqual(expect.objectContaining({ status: 'PENDING', idParentUserExternalCourse: id }));
    expect(body(await get(maria, `/learning/externalcourses/${id}`)).result.hasResubmission).toBe(1);
    const twice = await send(maria, 'POST', '/learning/externalcourses', { ...form, idParentUserExternalCourse: id });
    expect(twice.statusCode).toBe(409);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'externalCourse.reject')
      .execute();
    expect(audit.map((row) => row.entityId)).toContain(String(id));

    const cancelled = body(
      await send(maria, 'PUT', `/learning/externalcourses/${resubmitted.idUserExternalCourse}/cancel`),
    );
    expect(cancelled.result.status).toBe('CANCELED');
    expect(
      (await send(maria, 'PUT', `/learning/externalcourses/${resubmitted.idUserExternalCourse}/cancel`)).statusCode,
    ).toBe(409);
  });

  it('is off for a company without the feature', async () => {
    const response = await get(carlos, '/learning/externalcourses');
    expect(response.statusCode).toBe(403);
    expect((await get(carlos, '/learning/features/EXTERNAL_COURSES')).statusCode).toBe(404);
    expect(body(await get(maria, '/learning/features/EXTERNAL_COURSES')).active).toBe(true);
  });
});

describe('class attachments', () => {
  it('lists the seven kinds of files of the member’s class, 25 a page', async () => {
    const entry = await enrollmentOf(maria, 'seguranca-basica');
    const { idTeam } = await t.db
      .selectFrom('learning_enrollments')
      .select('idTeam')
      .where('idEnrollment', '=', entry.idEnrollment)
      .executeTakeFirstOrThrow();
    const answer = body(await get(maria, `/learning/attachments/teams/${idTeam}`));
    expect(answer.totalRecords).toBe(7);
    expect(answer.result.map((file: { idAttachmentType: number }) => file.idAttachmentType)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(answer.result[1]).toEqual(expect.objectContaining({ name: 'Apresentação', acceptFormats: '.ppt, .pptx' }));
    expect(body(await get(maria, `/learning/attachments/teams/${idTeam}?limit=2&offset=6`)).result).toHaveLength(1);
    expect((await get(joao, `/learning/attachments/teams/${idTeam}`)).statusCode).toBe(404);
  });
});

describe('campaign ranking', () => {
  it('ranks the members of the running campaign, by department too, with the member’s own position', async () => {
    expect(body(await get(maria, '/campaign/userisincampaign')).userIsInCampaign).toBe(true);
    const { campaigns } = body(await get(maria, '/campaign/listcampaigns?onlyActive=true'));
    const idCampaign = campaigns[0].idgamification_campaign;
    const ranking = body(await get(maria, `/campaign/listcampaignpointssummary/${idCampaign}?offset=0&limit=10`));
    expect(ranking.campaignpoints.map((row: { name: string; position: number }) => [row.position, row.name])).toEqual([
      [1, 'Maria Souza'],
      [2, 'Ana Lima'],
      [3, 'João Pereira'],
    ]);
    const operations = body(
      await get(
        maria,
        `/campaign/listcampaignpointssummary/${idCampaign}?department=${encodeURIComponent('Operações')}`,
      ),
    );
    expect(operations.campaignpoints).toEqual([expect.objectContaining({ position: 1, name: 'João Pereira' })]);
    const mine = body(await get(maria, `/campaign/${idCampaign}/users/${maria.loginInfo.idUser}`));
    expect(mine).toEqual(expect.objectContaining({ campaignUserDetail: expect.objectContaining({ position: 1 }) }));
    const elsewhere = body(
      await get(
        maria,
        `/campaign/${idCampaign}/users/${maria.loginInfo.idUser}?department=${encodeURIComponent('Operações')}`,
      ),
    );
    expect(elsewhere).toEqual(expect.objectContaining({ campaignUserDetail: null, department: 'Vendas' }));
    expect((await get(joao, `/campaign/${idCampaign}/users/${maria.loginInfo.idUser}`)).statusCode).toBe(404);
    const departments = body(await get(maria, `/campaign/${idCampaign}/departments`)).result;
    expect(departments.map((entry: { name: string }) => entry.name)).toEqual(
      expect.arrayContaining(['Operações', 'Pessoas', 'Vendas']),
    );
    const rules = body(await get(maria, `/learning/categories/campaign/${idCampaign}`)).result;
    expect(rules.length).toBeGreaterThan(0);
    expect((await get(carlos, `/campaign/listcampaignpointssummary/${idCampaign}`)).statusCode).toBe(404);
  });
});

describe('campaign points of a viewing', () => {
  it('answers the points a running campaign gives for a content viewed, once per content', async () => {
    const { campaigns } = body(await get(maria, '/campaign/listcampaigns?onlyActive=true'));
    const idCampaign = campaigns[0].idgamification_campaign as number;
    await t.db.insertInto('campaign_events').values({ idCampaign, idEvent: 3, points: 2 }).execute();
    const content = await t.db
      .selectFrom('learning_content_items')
      .select('idContentItem')
      .where('text', '=', 'Podcast: segurança no trabalho')
      .executeTakeFirstOrThrow();
    const track = () =>
      send(maria, 'POST', `/learning/contents/${content.idContentItem}/trackings`, {
        startTime: '2026-11-21 11:58:00',
        idContentItem: content.idContentItem,
        idTrackingType: 1,
        idSection: null,
        secondsPlayed: 30,
      });
    expect(body(await track())).toEqual({ success: true, earnPoints: 2 });
    expect(body(await track())).toEqual({ success: true, earnPoints: 0 });
    await t.db.deleteFrom('campaign_events').where('idCampaign', '=', idCampaign).where('idEvent', '=', 3).execute();
  });
});

describe('certificates of child pages', () => {
  it('lists and issues a completed child page when the class certifies children', async () => {
    const entry = await enrollmentOf(maria, 'etica-e-conduta');
    const enrollment = await t.db
      .selectFrom('learning_enrollments')
      .select(['idTeam', 'idCompany'])
      .where('idEnrollment', '=', entry.idEnrollment)
      .executeTakeFirstOrThrow();
    const module = await t.db
      .selectFrom('learning_nodes')
      .select('idNode')
      .where('nodeCode', '=', 'vendas-consultivas-pratica')
      .executeTakeFirstOrThrow();
    const child = await t.db
      .insertInto('learning_node_enrollments')
      .values({
        idCompany: enrollment.idCompany,
        idUser: maria.loginInfo.idUser,
        idEnrollment: entry.idEnrollment,
        idNode: module.idNode,
        idParentNodeEnrollment: entry.idNodeEnrollment,
        status: 'COMPLETED',
        progress: 100,
        startDate: '2026-11-10T12:00:00.000Z',
        finishDate: '2026-11-12T12:00:00.000Z',
      })
      .returning('idNodeEnrollment')
      .executeTakeFirstOrThrow();
    const listed = async () =>
      body(await get(maria, `/learning/students/${maria.loginInfo.idUser}/history?onlyWithCertificate=1`)).history.map(
        (row: { idNodeEnrollment: number }) => row.idNodeEnrollment,
      );
    const request = {
      idUser: maria.loginInfo.idUser,
      idEnrollment: entry.idEnrollment,
      idNodeEnrollment: child.idNodeEnrollment,
    };
    expect(await listed()).not.toContain(child.idNodeEnrollment);
    expect((await send(maria, 'POST', '/certificate', request)).statusCode).toBe(409);

    await t.db
      .updateTable('learning_teams')
      .set({ enableCertificateForChildren: 1 })
      .where('idTeam', '=', enrollment.idTeam)
      .execute();
    expect(await listed()).toContain(child.idNodeEnrollment);
    const response = await send(maria, 'POST', '/certificate', request);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('Módulo 2: prática');
    await t.db
      .updateTable('learning_teams')
      .set({ enableCertificateForChildren: 0 })
      .where('idTeam', '=', enrollment.idTeam)
      .execute();
  });
});
