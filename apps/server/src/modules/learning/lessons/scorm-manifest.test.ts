import { describe, expect, it } from 'vitest';
import { PackageError } from './package-zip';
import { joinParameters, launchableItems, parseScormManifest } from './scorm-manifest';

/** A package holding `files`; lookups fall back to any letter case, as the importer's do. */
const filesOf = (...files: string[]) => ({
  hasFile: (path: string) =>
    files.find((file) => file === path) ?? files.find((f) => f.toLowerCase() === path.toLowerCase()),
});
const parse = (xml: string, ...files: string[]) => parseScormManifest(Buffer.from(xml), filesOf(...files));
const refusal = (xml: string, ...files: string[]) => {
  try {
    parse(xml, ...files);
  } catch (error) {
    expect(error).toBeInstanceOf(PackageError);
    return (error as Error).message;
  }
  throw new Error('the manifest was accepted');
};

// SCORM 1.2, one SCO, in the layout of the public "golf" run-time examples.
const golf12 = `<?xml version="1.0" standalone="no" ?>
<manifest identifier="com.example.golf.runtime.12" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="golf_org">
    <organization identifier="golf_org">
      <title>Golf Explained - Run-time Basic Calls</title>
      <item identifier="item_1" identifierref="resource_1">
        <title>Golf Explained</title>
        <adlcp:masteryscore>80</adlcp:masteryscore>
        <adlcp:maxtimeallowed>00:30:00</adlcp:maxtimeallowed>
        <adlcp:timelimitaction>continue,no message</adlcp:timelimitaction>
        <adlcp:datafromlms>modo=avaliacao</adlcp:datafromlms>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="resource_1" type="webcontent" adlcp:scormtype="sco" href="shared/launchpage.html">
      <file href="shared/launchpage.html"/>
      <file href="Etiquette/Course.html"/>
      <dependency identifierref="common_files"/>
    </resource>
    <resource identifier="common_files" type="webcontent" adlcp:scormtype="asset">
      <file href="shared/style.css"/>
    </resource>
  </resources>
</manifest>`;

// SCORM 1.2 as a slide authoring tool publishes it: prefixed elements, several items, prerequisites.
const authoring12 = `<?xml version="1.0" encoding="utf-8"?>
<imscp:manifest identifier="Curso_Seguranca_MANIFEST" version="1.0"
  xmlns:imscp="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:ADL="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <imscp:organizations default="ORG_B">
    <imscp:organization identifier="ORG_A"><imscp:title>Antiga</imscp:title>
      <imscp:item identifier="OLD" identifierref="RES_1"><imscp:title>Velha</imscp:title></imscp:item>
    </imscp:organization>
    <imscp:organization identifier="ORG_B">
      <imscp:title>Segurança no Trabalho</imscp:title>
      <imscp:item identifier="MOD_1">
        <imscp:title>Módulo 1</imscp:title>
        <imscp:item identifier="SCO_1" identifierref="RES_1" parameters="?lang=pt">
          <imscp:title>Introdução</imscp:title>
        </imscp:item>
        <imscp:item identifier="SCO_2" identifierref="RES_2" isvisible="false">
          <imscp:title>Equipamentos</imscp:title>
          <ADL:prerequisites type="aicc_script">SCO_1</ADL:prerequisites>
        </imscp:item>
      </imscp:item>
      <imscp:item identifier="QUIZ" identifierref="RES_3">
        <imscp:title>Avaliação</imscp:title>
        <ADL:prerequisites type="aicc_script"><![CDATA[SCO_1 & SCO_2]]></ADL:prerequisites>
        <ADL:masteryscore>70</ADL:masteryscore>
      </imscp:item>
      <imscp:item identifier="EMPTY"><imscp:title>Vazio</imscp:title></imscp:item>
    </imscp:organization>
  </imscp:organizations>
  <imscp:resources>
    <imscp:resource identifier="RES_1" type="webcontent" ADL:scormtype="sco" href="sco1/index.html?start=1"/>
    <imscp:resource identifier="RES_2" type="webcontent" ADL:scormtype="sco" href="sco2/index.html"/>
    <imscp:resource identifier="RES_3" type="webcontent" ADL:scormtype="sco" href="quiz/quiz.html"/>
  </imscp:resources>
</imscp:manifest>`;

// SCORM 2004 4th edition, two SCOs and an asset, with sequencing, objectives and xml:base at every level.
const sequenced2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.seq.2004" version="1" xml:base="conteudo/"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="ORG">
    <organization identifier="ORG" adlseq:objectivesGlobalToSystem="false">
      <title>Atendimento ao cliente</title>
      <item identifier="LICAO_1" identifierref="RES_LICAO">
        <title>Primeiro contato</title>
        <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.75" progressWeight="1"/>
        <imsss:sequencing IDRef="seq_comum">
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
      </item>
      <item identifier="PROVA" identifierref="RES_PROVA" parameters="#inicio">
        <title>Prova final</title>
        <adlcp:timeLimitAction>exit,message</adlcp:timeLimitAction>
        <adlcp:dataFromLMS>tentativas=2</adlcp:dataFromLMS>
        <imsss:sequencing>
          <imsss:limitConditions attemptLimit="3" attemptAbsoluteDurationLimit="PT45M"/>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="aprovado_prova" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.7</imsss:minNormalizedMeasure>
              <imsss:mapInfo targetObjectiveID="global.prova" writeSatisfiedStatus="true"/>
            </imsss:primaryObjective>
            <imsss:objective objectiveID="pergunta_1"/>
          </imsss:objectives>
          <imsss:sequencingRules>
            <imsss:preConditionRule>
              <imsss:ruleConditions><imsss:ruleCondition condition="satisfied"/></imsss:ruleConditions>
              <imsss:ruleAction action="skip"/>
            </imsss:preConditionRule>
          </imsss:sequencingRules>
        </imsss:sequencing>
      </item>
      <item identifier="GLOSSARIO" identifierref="RES_GLOSSARIO"><title>Glossário</title></item>
      <imsss:sequencing>
        <imsss:controlMode choice="false" flow="true"/>
        <imsss:rollupRules/>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources xml:base="pacote/">
    <resource identifier="RES_LICAO" type="webcontent" adlcp:scormType="sco" xml:base="licao/" href="Pagina%20Inicial.html">
      <file href="Pagina Inicial.html"/>
      <dependency identifierref="COMUM"/>
    </resource>
    <resource identifier="RES_PROVA" type="webcontent" adlcp:scormType="sco" href="prova/index.html#topo"/>
    <resource identifier="RES_GLOSSARIO" type="webcontent" adlcp:scormType="asset" href="glossario.pdf"/>
    <resource identifier="COMUM" type="webcontent" adlcp:scormType="asset"><file href="comum.js"/></resource>
  </resources>
  <imsss:sequencingCollection>
    <imsss:sequencing ID="seq_comum">
      <imsss:controlMode choiceExit="false"/>
      <imsss:deliveryControls tracked="true"/>
    </imsss:sequencing>
  </imsss:sequencingCollection>
</manifest>`;

// SCORM 2004 3rd edition as a screen-recording tool publishes it: one SCO, threshold written as text.
const captured2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="Course_ID1_ORG" version="1.3" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="Course_ID1_ORG">
    <organization identifier="Course_ID1_ORG">
      <title>Simulação do sistema</title>
      <item identifier="SCO_ID1" identifierref="SCO_ID1_RES">
        <title>Simulação</title>
        <adlcp:completionThreshold>0.8</adlcp:completionThreshold>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="SCO_ID1_RES" type="webcontent" adlcp:scormType="sco" href="index_scorm.html"/>
  </resources>
</manifest>`;

describe('SCORM 1.2 manifests', () => {
  it('reads a single-SCO course with mastery score, time limit and data from the LMS', () => {
    const manifest = parse(golf12, 'shared/launchpage.html');
    expect(manifest).toMatchObject({ version: '1.2', edition: null, title: 'Golf Explained - Run-time Basic Calls' });
    expect(manifest.warnings).toEqual([]);
    const [item] = manifest.organization.items;
    expect(item).toMatchObject({
      identifier: 'item_1',
      title: 'Golf Explained',
      masteryScore: 80,
      maxTimeAllowed: '00:30:00',
      timeLimitAction: 'continue,no message',
      dataFromLms: 'modo=avaliacao',
      launch: { resource: 'resource_1', scormType: 'sco', path: 'shared/launchpage.html', query: '' },
    });
  });

  it('reads prefixed elements, the default of several organizations, nesting and prerequisites', () => {
    const manifest = parse(authoring12, 'sco1/index.html', 'sco2/index.html', 'quiz/quiz.html');
    expect(manifest.version).toBe('1.2');
    expect(manifest.title).toBe('Segurança no Trabalho');
    expect(manifest.organization.items.map((item) => item.identifier)).toEqual(['MOD_1', 'QUIZ']);
    const launchables = launchableItems(manifest.organization.items);
    expect(launchables.map((item) => [item.identifier, item.launch?.path, item.launch?.query])).toEqual([
      ['SCO_1', 'sco1/index.html', '?start=1&lang=pt'],
      ['SCO_2', 'sco2/index.html', ''],
      ['QUIZ', 'quiz/quiz.html', ''],
    ]);
    expect(launchables[1]).toMatchObject({ isVisible: false, prerequisites: 'SCO_1' });
    expect(launchables[2]).toMatchObject({ prerequisites: 'SCO_1 & SCO_2', masteryScore: 70 });
    expect(manifest.warnings).toEqual(['O item "Vazio" não tem conteúdo nem subitens e foi ignorado.']);
  });

  it('takes the first organization when the default names none that exists', () => {
    const manifest = parse(golf12.replace('default="golf_org"', 'default="nope"'), 'shared/launchpage.html');
    expect(manifest.organization.identifier).toBe('golf_org');
    expect(manifest.warnings[0]).toBe('A organização padrão "nope" não existe; foi usada "golf_org".');
  });

  it('names the organization used by its title, or as the first, when it has no identifier', () => {
    const titled = parse(
      golf12.replace('default="golf_org"', 'default="nope"').replace('identifier="golf_org"', ''),
      'shared/launchpage.html',
    );
    expect(titled.warnings[0]).not.toContain('undefined');
    expect(titled.warnings[0]).toMatch(/^A organização padrão "nope" não existe; foi usada "[^"]+"\.$/);
    const bare = parse(
      golf12
        .replace('default="golf_org"', 'default="nope"')
        .replace('identifier="golf_org"', '')
        .replace(/<organization([^>]*)>\s*<title>[^<]*<\/title>/, '<organization$1>'),
      'shared/launchpage.html',
    );
    expect(bare.warnings[0]).toBe('A organização padrão "nope" não existe; foi usada a primeira do manifesto.');
  });

  it('ignores a mastery score that is not 0 to 100, with a warning', () => {
    const manifest = parse(golf12.replace('>80<', '>oitenta<'), 'shared/launchpage.html');
    expect(manifest.organization.items[0]?.masteryScore).toBeNull();
    expect(manifest.warnings).toHaveLength(1);
  });
});

describe('SCORM 2004 manifests', () => {
  it('reads the 4th edition with xml:base at every level, parameters and fragments', () => {
    const manifest = parse(
      sequenced2004,
      'conteudo/pacote/licao/Pagina Inicial.html',
      'conteudo/pacote/prova/index.html',
      'conteudo/pacote/glossario.pdf',
    );
    expect(manifest).toMatchObject({ version: '2004', edition: '4th', title: 'Atendimento ao cliente' });
    const [lesson, exam, glossary] = launchableItems(manifest.organization.items);
    expect(lesson?.launch).toEqual({
      resource: 'RES_LICAO',
      scormType: 'sco',
      path: 'conteudo/pacote/licao/Pagina Inicial.html',
      query: '',
    });
    expect(exam?.launch).toMatchObject({ path: 'conteudo/pacote/prova/index.html', query: '#topo' });
    expect(glossary?.launch).toMatchObject({ scormType: 'asset', path: 'conteudo/pacote/glossario.pdf' });
    expect(manifest.warnings).toEqual([]);
  });

  it('reads sequencing: control modes, objectives, mastery by measure, limits and shared definitions', () => {
    const manifest = parse(
      sequenced2004,
      'conteudo/pacote/licao/Pagina Inicial.html',
      'conteudo/pacote/prova/index.html',
      'conteudo/pacote/glossario.pdf',
    );
    expect(manifest.organization.sequencing?.controlMode).toEqual({
      choice: false,
      choiceExit: true,
      flow: true,
      forwardOnly: false,
    });
    const [lesson, exam] = launchableItems(manifest.organization.items);
    expect(lesson).toMatchObject({
      completionThreshold: 0.75,
      sequencing: {
        controlMode: { choiceExit: false },
        completionSetByContent: true,
        objectiveSetByContent: true,
        tracked: true,
      },
    });
    expect(exam).toMatchObject({
      masteryScore: 70,
      maxTimeAllowed: 'PT45M',
      timeLimitAction: 'exit,message',
      dataFromLms: 'tentativas=2',
      sequencing: {
        primaryObjective: { objectiveId: 'aprovado_prova', satisfiedByMeasure: true, minNormalizedMeasure: 0.7 },
        objectiveIds: ['aprovado_prova', 'pergunta_1'],
        attemptLimit: 3,
        ruleCount: 1,
      },
    });
  });

  it('reads the 3rd edition completion threshold written as text', () => {
    const manifest = parse(captured2004, 'index_scorm.html');
    expect(manifest).toMatchObject({ version: '2004', edition: '3rd' });
    expect(manifest.organization.items[0]).toMatchObject({ completionThreshold: 0.8, masteryScore: null });
  });

  it('tells the version from the namespaces when schemaversion is missing', () => {
    const without2004 = captured2004.replace(/<metadata>.*<\/metadata>/, '');
    expect(parse(without2004, 'index_scorm.html')).toMatchObject({ version: '2004', edition: null });
    const without12 = golf12.replace(/<metadata>[\s\S]*<\/metadata>/, '');
    expect(parse(without12, 'shared/launchpage.html').version).toBe('1.2');
  });

  it('tells 2004 from the spelling of scormType when nothing else says', () => {
    const bare = `<manifest identifier="m"><organizations><organization identifier="o"><title>T</title>
      <item identifier="i" identifierref="r"><title>Lição</title></item></organization></organizations>
      <resources><resource identifier="r" type="webcontent" scormType="sco" href="a.html"/></resources></manifest>`;
    expect(parse(bare, 'a.html').version).toBe('2004');
    const unknown = bare.replace('scormType', 'kind');
    const manifest = parse(unknown, 'a.html');
    expect(manifest.version).toBe('1.2');
    expect(manifest.warnings).toContain('O pacote não declara a versão do SCORM; foi tratado como SCORM 1.2.');
  });
});

describe('manifests in other encodings and shapes', () => {
  it('reads UTF-16 with a byte order mark', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(golf12.replace('Golf Explained<', 'Golfe é legal<'), 'utf16le'),
    ]);
    const manifest = parseScormManifest(bytes, filesOf('shared/launchpage.html'));
    expect(manifest.organization.items[0]?.title).toBe('Golfe é legal');
  });

  it('reads ISO-8859-1 titles as the declaration says', () => {
    const text = golf12.replace('standalone="no"', 'encoding="ISO-8859-1"').replace('Golf Explained<', 'Lição útil<');
    const manifest = parseScormManifest(Buffer.from(text, 'latin1'), filesOf('shared/launchpage.html'));
    expect(manifest.organization.items[0]?.title).toBe('Lição útil');
  });

  it('lists SCO resources when the package has no organization', () => {
    const bare = `<manifest identifier="m" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"><organizations/>
      <resources><resource identifier="r1" adlcp:scormtype="sco" href="a.html"/>
      <resource identifier="r2" adlcp:scormtype="asset" href="b.css"/></resources></manifest>`;
    const manifest = parse(bare, 'a.html', 'b.css');
    expect(launchableItems(manifest.organization.items).map((item) => item.identifier)).toEqual(['r1']);
    expect(manifest.warnings[0]).toMatch(/não tem organização/);
  });

  it('finds a launch file written in another letter case, with a warning', () => {
    const manifest = parse(golf12, 'Shared/LaunchPage.html');
    expect(manifest.organization.items[0]?.launch?.path).toBe('Shared/LaunchPage.html');
    expect(manifest.warnings[0]).toMatch(/foi encontrado como "Shared\/LaunchPage.html"/);
  });
});

describe('manifests that are refused', () => {
  it('refuses malformed XML with the line of the problem', () => {
    expect(refusal('<manifest>\n<organizations>\n</manifest>')).toBe(
      'O arquivo imsmanifest.xml não é um XML válido (linha 3).',
    );
    expect(refusal('')).toMatch(/não é um XML válido/);
  });

  it('refuses a document that is not a manifest', () => {
    expect(refusal('<html><body/></html>')).toMatch(/falta o elemento manifest/);
  });

  it('refuses an item that points at a missing resource', () => {
    expect(
      refusal(golf12.replace('identifierref="resource_1"', 'identifierref="nada"'), 'shared/launchpage.html'),
    ).toBe('A lição "Golf Explained" aponta para o recurso "nada", que não existe no manifesto.');
  });

  it('refuses a launch file missing from the package', () => {
    expect(refusal(golf12, 'other.html')).toBe(
      'O arquivo de início "shared/launchpage.html" da lição "Golf Explained" não está no pacote.',
    );
  });

  it('refuses a SCO resource without href', () => {
    expect(refusal(golf12.replace(' href="shared/launchpage.html">', '>'), 'shared/launchpage.html')).toMatch(
      /não indica o arquivo de início/,
    );
  });

  it('refuses a lesson that opens an external address', () => {
    expect(refusal(golf12.replace('href="shared/launchpage.html"', 'href="https://evil.example/x.html"'))).toMatch(
      /abre um endereço externo/,
    );
  });

  it('refuses a package with nothing to open', () => {
    expect(refusal('<manifest identifier="m"><organizations/><resources/></manifest>')).toBe(
      'O pacote não tem nenhuma lição (SCO ou recurso) para abrir.',
    );
  });

  it('does not expand nested entities (the "billion laughs" attack)', () => {
    const entities = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`,
    ).join('');
    const lol = `<?xml version="1.0"?><!DOCTYPE manifest [<!ENTITY a "${'a'.repeat(50)}">${entities}]>
      <manifest identifier="m"><organizations><organization identifier="o"><title>&j;</title>
      <item identifier="i" identifierref="r"><title>&j;</title></item></organization></organizations>
      <resources><resource identifier="r" href="a.html"/></resources></manifest>`;
    const started = Date.now();
    const manifest = parse(lol, 'a.html');
    expect(manifest.title.length).toBeLessThan(100);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('launch parameters (CAM)', () => {
  it.each([
    ['', '', '?a=1', '?a=1'],
    ['', '', '&a=1', '?a=1'],
    ['?b=2', '', 'a=1', '?b=2&a=1'],
    ['?b=2', '', '?a=1', '?b=2&a=1'],
    ['', '', '#x', '#x'],
    ['', '#y', '#x', '#y'],
    ['?b=2', '#y', undefined, '?b=2#y'],
    ['', '', '  ', ''],
  ])('%s%s + %s -> %s', (search, hash, parameters, expected) => {
    expect(joinParameters(search, hash, parameters)).toBe(expected);
  });
});
