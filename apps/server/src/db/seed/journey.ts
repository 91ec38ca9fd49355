import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { seedLearningPoints } from './shell';

const DAY = 86_400_000;

/** A tiny valid PDF, the demo's evidence of an external course. */
const EVIDENCE_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj
4 0 obj<</Length 60>>stream
BT /F1 14 Tf 20 70 Td (Certificado Excel Avancado) Tj ET
endstream endobj
5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

/**
 * The learner's journey of the Acme demo: the external-courses feature, certificates on the classes of the
 * free trainings, a training Maria completed (her certificate), comments and attachments on her class of
 * 'Segurança no dia a dia', and external-course requests in each status.
 */
export async function seedJourney(db: Db, storage: Storage, started: Date): Promise<void> {
  const at = (days: number, hour = 12) => {
    const date = new Date(started.getTime() + days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const day = (days: number) => at(days).slice(0, 10);
  const user = async (username: string) =>
    db.selectFrom('users').select(['idUser', 'idCompany']).where('username', '=', username).executeTakeFirstOrThrow();
  const maria = await user('maria@acme.example');
  const ana = await user('ana@acme.example');
  const joao = await user('joao@acme.example');
  const idCompany = maria.idCompany;
  const nodeOf = async (nodeCode: string) =>
    db
      .selectFrom('learning_nodes')
      .select(['idNode', 'workload'])
      .where('idCompany', '=', idCompany)
      .where('nodeCode', '=', nodeCode)
      .executeTakeFirstOrThrow();

  await db.insertInto('company_features').values({ idCompany, code: 'EXTERNAL_COURSES', active: 1 }).execute();

  // The free trainings give a certificate on completion.
  const certified = await db
    .selectFrom('learning_teams as t')
    .innerJoin('learning_nodes as n', 'n.idNode', 't.idNode')
    .select('t.idTeam')
    .where('t.idCompany', '=', idCompany)
    .where('n.nodeCode', 'in', ['seguranca-basica', 'atendimento', 'vendas-consultivas', 'cursos-interativos'])
    .execute();
  await db
    .updateTable('learning_teams')
    .set({ idCertificate: 1 })
    .where(
      'idTeam',
      'in',
      certified.map((row) => row.idTeam),
    )
    .execute();

  // Maria's class of 'Segurança no dia a dia' takes comments and has files.
  const seguranca = await nodeOf('seguranca-basica');
  const team = await db
    .selectFrom('learning_teams')
    .select('idTeam')
    .where('idCompany', '=', idCompany)
    .where('idNode', '=', seguranca.idNode)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('learning_teams')
    .set({ allowComments: 1, commentsLabel: 'Interações da turma', hasAttachments: 1 })
    .where('idTeam', '=', team.idTeam)
    .execute();

  const files: Array<[number, string, string, string, string]> = [
    [1, 'Guia de bolso da segurança', 'guia-de-bolso.pdf', 'pdf', 'application/pdf'],
    [2, 'Apresentação da semana da segurança', 'semana-da-seguranca.pptx', 'pptx', 'application/octet-stream'],
    [3, 'Checklist de inspeção', 'checklist-de-inspecao.csv', 'csv', 'text/csv'],
    [4, 'Política de segurança', 'politica-de-seguranca.docx', 'docx', 'application/octet-stream'],
    [5, 'Mapa de rotas de fuga', 'mapa-de-rotas.svg', 'svg', 'image/svg+xml'],
    [6, 'Alarme de evacuação', 'alarme.ogg', 'ogg', 'audio/ogg'],
    [7, 'Simulado de evacuação', 'simulado.mp4', 'mp4', 'video/mp4'],
  ];
  for (const [position, [idAttachmentType, title, name, format, type]] of files.entries()) {
    const key = `demo/learning/anexos/${name}`;
    const body =
      format === 'pdf'
        ? Buffer.from(EVIDENCE_PDF.replace('Certificado Excel Avancado', 'Guia de bolso da seguranca'))
        : format === 'csv'
          ? Buffer.from('item;ok\nExtintor;sim\nSaida de emergencia;sim\n')
          : format === 'svg'
            ? Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" fill="#eef4fb"/><path d="M10 50h100M60 10v40" stroke="#1d4e89" stroke-width="4"/></svg>',
              )
            : Buffer.from(`${title}\n`);
    await storage.put(key, body, type);
    await db
      .insertInto('learning_attachments')
      .values({ idCompany, idTeam: team.idTeam, idAttachmentType, title, url: storage.url(key), format, position })
      .execute();
  }

  const comment = async (
    createdBy: number,
    text: string,
    days: number,
    values: { entityType?: 'TEAM' | 'NODE'; entityId?: number; idParentComment?: number } = {},
  ) =>
    (
      await db
        .insertInto('learning_comments')
        .values({
          idCompany,
          entityType: values.entityType ?? 'TEAM',
          entityId: values.entityId ?? team.idTeam,
          idParentComment: values.idParentComment ?? null,
          text,
          createdBy,
          creationDate: at(days, 14),
          lastModifiedDate: null,
          hiddenBy: null,
          hiddenAt: null,
          reportsReviewedAt: null,
        })
        .returning('idComment')
        .executeTakeFirstOrThrow()
    ).idComment;
  await comment(
    maria.idUser,
    '<p>Alguém sabe se o <b>simulado de evacuação</b> conta como horas de treinamento?</p>',
    -4,
  );
  const anaComment = await comment(
    ana.idUser,
    '<p>Bem-vindos à turma! Deixem aqui as dúvidas sobre o curso. O guia de bolso está nos <i>Anexos</i>.</p>',
    -6,
  );
  await comment(maria.idUser, '<p>Obrigada, Ana! Já baixei o guia.</p>', -5, { idParentComment: anaComment });
  const vendas = await nodeOf('vendas-consultivas');
  await comment(joao.idUser, '<p>As perguntas abertas funcionaram muito bem com os clientes da minha região.</p>', -3, {
    entityType: 'NODE',
    entityId: vendas.idNode,
  });

  // A training Maria completed last week: her certificate in 'Meus certificados'.
  const { idNode } = await db
    .insertInto('learning_nodes')
    .values({
      idCompany,
      nodeCode: 'etica-e-conduta',
      originalNodeCode: null,
      nodeType: 'LEARNING',
      entryPoint: 0,
      title: 'Ética e conduta na Acme',
      shortTitle: null,
      label: 'Curso',
      description: 'O código de conduta da Acme em situações do dia a dia.',
      syllabus: 'Código de conduta, conflitos de interesse e canal de denúncias.',
      workload: 120,
      image: null,
      mobileImage: null,
      selfEnrollment: 1,
      visibility: 'PUBLIC',
      audience: null,
      status: 'PUBLISHED',
      allowComments: 0,
      commentsLabel: null,
      hasCampaign: 0,
      equivalentNodeCode: null,
      createdAt: at(-90),
    })
    .returning('idNode')
    .executeTakeFirstOrThrow();
  const { idTeam } = await db
    .insertInto('learning_teams')
    .values({
      idCompany,
      idNode,
      name: 'Turma de integração',
      description: null,
      initialDate: at(-60, 11),
      finalDate: null,
      duration: null,
      capacity: null,
      enrolledCount: 1,
      needApproval: 0,
      allowReenrollment: 0,
      allowAccessUponCompletion: 1,
      idCertificate: 1,
      enableCertificateForChildren: 0,
      allowComments: 0,
      commentsLabel: null,
      hasAttachments: 0,
      status: 'ACTIVE',
      createdAt: at(-60),
    })
    .returning('idTeam')
    .executeTakeFirstOrThrow();
  const { idEnrollment } = await db
    .insertInto('learning_enrollments')
    .values({
      idCompany,
      idUser: maria.idUser,
      idNode,
      idTeam,
      status: 'COMPLETED',
      progress: 100,
      isCurrent: 1,
      processing: 0,
      startDate: at(-14),
      finishDate: at(-7),
      validityDate: null,
      lastAccessDate: at(-7),
      creationDate: at(-15),
    })
    .returning('idEnrollment')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('learning_node_enrollments')
    .values({
      idCompany,
      idUser: maria.idUser,
      idEnrollment,
      idNode,
      idParentNodeEnrollment: null,
      status: 'COMPLETED',
      progress: 100,
      startDate: at(-14),
      finishDate: at(-7),
    })
    .execute();
  // Completing it earned the training's points in the campaign.
  await seedLearningPoints(db, {
    username: 'maria@acme.example',
    idEvent: 4,
    elementType: 'NODE',
    idElement: idNode,
    elementText: 'Ética e conduta na Acme',
    eventDate: at(-7),
  });

  // Maria's external courses: validated, rejected (to fix and send again) and in analysis.
  const evidenceKey = `external-courses/${idCompany}/${maria.idUser}/demo-excel/certificado-excel.pdf`;
  await storage.put(evidenceKey, Buffer.from(EVIDENCE_PDF), 'application/pdf');
  const courses = [
    {
      title: 'Excel avançado',
      type: 'ONLINE',
      workload: 20,
      startDate: day(-80),
      finishDate: day(-60),
      entityName: 'Escola Digital',
      evidencePath: storage.url(evidenceKey),
      status: 'APPROVED',
      statusReason: null,
      days: -55,
    },
    {
      title: 'Primeiros socorros no trabalho',
      type: 'IN_PERSON',
      workload: 8,
      startDate: day(-40),
      finishDate: day(-40),
      entityName: 'Cruz Vermelha',
      evidencePath: null,
      status: 'REJECTED',
      statusReason: 'Falta o comprovante de conclusão. Anexe o certificado e envie de novo.',
      days: -30,
    },
    {
      title: 'Comunicação não violenta',
      type: 'BLENDED',
      workload: 12,
      startDate: day(-20),
      finishDate: day(-10),
      entityName: 'Instituto Diálogo',
      evidencePath: null,
      status: 'PENDING',
      statusReason: null,
      days: -9,
    },
  ];
  for (const course of courses) {
    const { days, ...values } = course;
    await db
      .insertInto('learning_external_courses')
      .values({
        idCompany,
        idUser: maria.idUser,
        ...values,
        expirationDate: null,
        hasResubmission: 0,
        idParentUserExternalCourse: null,
        reviewedBy: values.status === 'PENDING' ? null : ana.idUser,
        creationDate: at(days),
        lastModifiedDate: at(days + 2),
      })
      .execute();
  }
}
