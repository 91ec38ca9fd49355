import type { TranscriptResponse } from '@trilha/shared/api/reports';
import { durationText } from '@trilha/shared/rules/reports';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { STATUS_LABELS } from './report-export';

const PAGE = { width: 595, height: 842, margin: 40 };

/** pdf-lib, loaded by the first transcript a process writes rather than when it starts. */
type PdfLib = typeof import('pdf-lib');

/** The standard fonts write WinAnsi: keep Latin-1 letters (accents of Portuguese) and replace the rest. */
function printable(text: string): string {
  return text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function dateText(iso: string | null): string {
  if (!iso) return '-';
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
}

/** `#1d4e89` as pdf-lib's colour (a dark blue when the app's colour cannot be read). */
function colorOf({ rgb }: PdfLib, hex: string) {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return rgb(0.11, 0.31, 0.54);
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16) / 255) as [number, number, number];
  return rgb(r, g, b);
}

/** Cuts a text to a width, with an ellipsis. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let line = printable(text);
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  while (line.length > 1 && font.widthOfTextAtSize(`${line}...`, size) > width) line = line.slice(0, -1);
  return `${line}...`;
}

/** A clickable address on the page. */
function addLink(
  { PDFArray, PDFName, PDFString }: PdfLib,
  pdf: PDFDocument,
  page: PDFPage,
  url: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const annotation = pdf.context.register(
    pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  const existing = page.node.lookup(PDFName.of('Annots'));
  if (existing instanceof PDFArray) existing.push(annotation);
  else page.node.set(PDFName.of('Annots'), pdf.context.obj([annotation]));
}

/**
 * A member's transcript as an A4 PDF in the app's colours: who, the totals, every training with its status,
 * grade and time, the certificates with their authenticity address (clickable) and the validated external
 * courses; the generation date and page numbers at the foot of each page.
 */
export async function renderTranscriptPdf(
  transcript: TranscriptResponse,
  brand: { appName: string; color: string },
): Promise<Uint8Array> {
  const lib = await import('pdf-lib');
  const { PDFDocument, rgb, StandardFonts } = lib;
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Histórico de aprendizagem - ${transcript.member.name}`));
  pdf.setAuthor(printable(transcript.company));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const accent = colorOf(lib, brand.color);
  const ink = rgb(0.11, 0.11, 0.12);
  const muted = rgb(0.36, 0.36, 0.4);
  const pages: PDFPage[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - PAGE.margin;

  const header = () => {
    page.drawRectangle({ x: 0, y: PAGE.height - 70, width: PAGE.width, height: 70, color: accent });
    page.drawText(fit(brand.appName, bold, 16, 330), {
      x: PAGE.margin,
      y: PAGE.height - 32,
      size: 16,
      font: bold,
      color: rgb(1, 1, 1),
    });
    page.drawText(fit(transcript.company, regular, 10, 330), {
      x: PAGE.margin,
      y: PAGE.height - 50,
      size: 10,
      font: regular,
      color: rgb(1, 1, 1),
    });
    const title = 'Histórico de aprendizagem';
    page.drawText(printable(title), {
      x: PAGE.width - PAGE.margin - bold.widthOfTextAtSize(printable(title), 12),
      y: PAGE.height - 40,
      size: 12,
      font: bold,
      color: rgb(1, 1, 1),
    });
    y = PAGE.height - 100;
  };
  const ensure = (height: number) => {
    if (y - height >= PAGE.margin + 20) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    header();
  };
  const text = (value: string, x: number, size = 9, font = regular, color = ink, width = 500) =>
    page.drawText(fit(value, font, size, width), { x, y, size, font, color });
  const heading = (value: string) => {
    ensure(40);
    y -= 10;
    text(value, PAGE.margin, 12, bold, accent);
    y -= 6;
    page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.8,
      color: accent,
    });
    y -= 14;
  };
  const table = (columns: Array<{ label: string; width: number }>, rows: string[][], links?: Array<string | null>) => {
    const row = (cells: string[], font: PDFFont, color = ink) => {
      let x = PAGE.margin;
      cells.forEach((cell, index) => {
        const width = columns[index]?.width ?? 60;
        text(cell, x, 8.5, font, color, width - 6);
        x += width;
      });
    };
    ensure(30);
    row(
      columns.map((column) => column.label),
      bold,
      muted,
    );
    y -= 14;
    rows.forEach((cells, index) => {
      ensure(16);
      row(cells, regular);
      const link = links?.[index];
      if (link) {
        const offset = columns.slice(0, -1).reduce((sum, column) => sum + column.width, 0);
        addLink(lib, pdf, page, link, {
          x: PAGE.margin + offset,
          y: y - 3,
          width: columns.at(-1)?.width ?? 100,
          height: 12,
        });
      }
      y -= 13;
    });
    if (rows.length === 0) {
      text('Nenhum registro no período.', PAGE.margin, 9, regular, muted);
      y -= 13;
    }
  };

  header();
  const { member, totals } = transcript;
  text(member.name, PAGE.margin, 16, bold);
  y -= 18;
  const details = [
    member.email,
    [member.role, member.department, member.unit, member.branch].filter(Boolean).join(' · '),
    [
      member.manager ? `Gestor: ${member.manager}` : null,
      member.employeeCode ? `Matrícula: ${member.employeeCode}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  ].filter((line) => line);
  for (const line of details) {
    text(line, PAGE.margin, 9.5, regular, muted);
    y -= 13;
  }
  y -= 6;
  const figures: Array<[string, string]> = [
    ['Treinamentos', String(totals.trainings)],
    ['Concluídos', String(totals.completed)],
    ['Certificados', String(totals.certificates)],
    ['Tempo na plataforma', durationText(totals.timeSpent)],
    ['Cursos externos', `${totals.externalCourses} (${totals.externalHours} h)`],
  ];
  const boxWidth = (PAGE.width - 2 * PAGE.margin - 4 * 8) / 5;
  figures.forEach(([label, value], index) => {
    const x = PAGE.margin + index * (boxWidth + 8);
    page.drawRectangle({ x, y: y - 34, width: boxWidth, height: 42, borderColor: accent, borderWidth: 0.8 });
    page.drawText(fit(value, bold, 13, boxWidth - 10), { x: x + 6, y: y - 10, size: 13, font: bold, color: ink });
    page.drawText(fit(label, regular, 7.5, boxWidth - 10), {
      x: x + 6,
      y: y - 26,
      size: 7.5,
      font: regular,
      color: muted,
    });
  });
  y -= 56;

  heading('Treinamentos');
  table(
    [
      { label: 'Treinamento', width: 170 },
      { label: 'Turma', width: 90 },
      { label: 'Situação', width: 70 },
      { label: 'Nota', width: 35 },
      { label: 'Tempo', width: 55 },
      { label: 'Matrícula', width: 47 },
      { label: 'Conclusão', width: 48 },
    ],
    transcript.trainings.map((training) => [
      `${training.training}${training.mandatory ? ' (obrigatório)' : ''}`,
      training.class,
      STATUS_LABELS[training.status] ?? training.status,
      training.grade === null ? '-' : String(Math.round(training.grade * 10) / 10).replace('.', ','),
      durationText(training.timeSpent),
      dateText(training.creationDate),
      dateText(training.finishDate),
    ]),
  );

  heading('Certificados');
  table(
    [
      { label: 'Certificado', width: 190 },
      { label: 'Conclusão', width: 60 },
      { label: 'Autenticidade', width: 265 },
    ],
    transcript.certificates.map((certificate) => [
      certificate.title,
      dateText(certificate.finishDate),
      certificate.authenticityUrl,
    ]),
    transcript.certificates.map((certificate) => certificate.authenticityUrl),
  );

  heading('Cursos externos validados');
  table(
    [
      { label: 'Curso', width: 190 },
      { label: 'Instituição', width: 140 },
      { label: 'Carga horária', width: 65 },
      { label: 'Início', width: 60 },
      { label: 'Fim', width: 60 },
    ],
    transcript.externalCourses.map((course) => [
      course.title,
      course.entityName,
      `${course.workload} h`,
      dateText(`${course.startDate}T12:00:00Z`),
      dateText(`${course.finishDate}T12:00:00Z`),
    ]),
  );

  pages.forEach((each, index) => {
    const foot = printable(
      `Gerado em ${new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(transcript.generatedAt))} · Página ${index + 1} de ${pages.length}`,
    );
    each.drawText(foot, { x: PAGE.margin, y: 24, size: 8, font: regular, color: muted });
  });
  return pdf.save();
}
