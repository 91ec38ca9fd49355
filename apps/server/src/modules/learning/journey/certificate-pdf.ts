export type CertificateContent = {
  companyName: string;
  username: string;
  title: string;
  /** Minutes. */
  workload: number | null;
  startDate: string | null;
  finishDate: string | null;
  /** The public page the QR code opens. */
  authenticityUrl: string;
  token: string;
};

/** The standard fonts write WinAnsi: keep Latin-1 letters (accents of Portuguese) and replace the rest. */
function printable(text: string): string {
  return text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function formatDate(date: string | null): string {
  if (!date) return '-';
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(date));
}

function formatWorkload(minutes: number | null): string | null {
  if (!minutes) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest ? `${hours}h${String(rest).padStart(2, '0')}` : `${hours}h`;
}

/** A landscape A4 certificate: the member, the training, workload and dates, and a QR code to its authenticity page. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  // Loaded when a certificate is made, not with the server.
  const [{ PDFDocument, rgb, StandardFonts }, { default: QRCode }] = await Promise.all([
    import('pdf-lib'),
    import('qrcode'),
  ]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Certificado - ${content.title}`));
  pdf.setAuthor(printable(content.companyName));
  pdf.setSubject(printable(`${content.username} - ${content.title}`));
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.11, 0.12);
  const accent = rgb(0.11, 0.31, 0.54);

  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: accent, borderWidth: 3 });
  const centered = (text: string, y: number, size: number, font = regular, color = ink) => {
    const line = printable(text);
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: Math.max(48, (842 - width) / 2), y, size, font, color, maxWidth: 746 });
  };
  /** Splits a long text into lines that fit the page. */
  const wrap = (text: string, size: number, font = bold) => {
    const words = printable(text).split(/\s+/);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > 700 && current) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines.slice(0, 3);
  };

  centered(content.companyName.toUpperCase(), 520, 14, bold, accent);
  centered('CERTIFICADO DE CONCLUSÃO', 470, 30, bold, accent);
  centered('Certificamos que', 420, 14);
  centered(content.username, 385, 26, bold);
  centered('concluiu o treinamento', 350, 14);
  let y = 315;
  for (const line of wrap(content.title, 20)) {
    centered(line, y, 20, bold);
    y -= 26;
  }
  const workload = formatWorkload(content.workload);
  const details = [
    workload ? `Carga horária: ${workload}` : null,
    `Início: ${formatDate(content.startDate)}`,
    `Conclusão: ${formatDate(content.finishDate)}`,
  ]
    .filter(Boolean)
    .join('   |   ');
  centered(details, y - 10, 12);

  const qr = await QRCode.toBuffer(content.authenticityUrl, { type: 'png', margin: 1, width: 240 });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: 60, y: 48, width: 96, height: 96 });
  page.drawText(printable('Verifique a autenticidade em:'), { x: 168, y: 118, size: 10, font: regular, color: ink });
  page.drawText(printable(content.authenticityUrl), { x: 168, y: 102, size: 9, font: regular, color: accent });
  page.drawText(printable(`Código: ${content.token}`), { x: 168, y: 86, size: 9, font: regular, color: ink });
  return pdf.save();
}
