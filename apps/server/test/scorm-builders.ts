import { buildZip, type ZipEntrySpec } from './zip-builder';

/** A SCORM 1.2 manifest with one SCO per `launch` file. */
export function manifest12(launches: string[] = ['index.html'], options: { masteryScore?: number } = {}): string {
  const items = launches
    .map(
      (_href, index) => `<item identifier="ITEM_${index + 1}" identifierref="RES_${index + 1}">
        <title>Lição ${index + 1}</title>${options.masteryScore !== undefined ? `<adlcp:masteryscore>${options.masteryScore}</adlcp:masteryscore>` : ''}
      </item>`,
    )
    .join('');
  const resources = launches
    .map(
      (href, index) =>
        `<resource identifier="RES_${index + 1}" type="webcontent" adlcp:scormtype="sco" href="${href}"><file href="${href}"/></resource>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="teste.pacote" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="ORG"><organization identifier="ORG"><title>Curso de teste</title>${items}</organization></organizations>
  <resources>${resources}</resources>
</manifest>`;
}

/** A small SCORM 1.2 package: a manifest, its launch pages and `extra` entries. */
export async function buildScorm12Zip(extra: ZipEntrySpec[] = [], launches = ['index.html']): Promise<Buffer> {
  return buildZip([
    { name: 'imsmanifest.xml', data: manifest12(launches) },
    ...launches.map((name) => ({ name, data: `<!doctype html><title>${name}</title><p>Lição</p>` })),
    ...extra,
  ]);
}

/** A multipart/form-data body for `app.inject`. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----trilha${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/zip'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What `POST /learning/scorm/sequencing` answers: the member's attempt of a sequenced course. */
export type OpenedAttempt = {
  idScormPackage: number;
  attempt: number;
  sequencing: Record<string, unknown>;
  globalObjectives: unknown;
  state: unknown;
};

/**
 * Asks the sequencing engine for a lesson of an opened attempt, as the player does before a launch: the
 * engine restored from the attempt, the choice made, and the `PUT /learning/scorm/sequencing` body that saves
 * it (without the lesson's place). `allowed` is false when the course's rules refuse the choice.
 */
export async function chooseInEngine(opened: OpenedAttempt, identifier: string) {
  const { Scorm2004API } = await import('scorm-again');
  const quiet = console.debug;
  console.debug = () => undefined;
  try {
    const api = new Scorm2004API({
      logLevel: 5,
      lmsCommitUrl: false,
      renderCommonCommitFields: true,
      sequencing: { ...opened.sequencing, autoRollupOnCMIChange: false },
    });
    // The attempt's answer as the server sent it: the engine's own snapshot and serialized state.
    api.restoreGlobalObjectiveSnapshot(
      opened.globalObjectives as Parameters<typeof api.restoreGlobalObjectiveSnapshot>[0],
    );
    if (opened.state) api.deserializeSequencingState(opened.state as string);
    const allowed: boolean = api.processNavigationRequest('choice', identifier);
    return {
      allowed,
      save: {
        idScormPackage: opened.idScormPackage,
        attempt: opened.attempt,
        state: api.serializeSequencingState(),
        globalObjectives: api.renderCommitObject(false).globalObjectives ?? {},
        sharedData: {},
        ended: false,
      },
    };
  } finally {
    console.debug = quiet;
  }
}
