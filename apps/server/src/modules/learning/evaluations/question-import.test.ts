import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../../test/zip-builder';
import { AppError } from '../../../platform/errors';
import { htmlToText, readQuestionBank } from './question-import';

const QTI21_CHOICE = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"
  identifier="epi-cabeca" title="EPI da cabeça" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>ChoiceA</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>Na obra, a queda de objetos é o risco mais comum.</p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>Qual equipamento protege a <b>cabeça</b>?</prompt>
      <simpleChoice identifier="ChoiceA">Capacete</simpleChoice>
      <simpleChoice identifier="ChoiceB">Luva de raspa</simpleChoice>
      <simpleChoice identifier="ChoiceC">Botina<feedbackInline outcomeIdentifier="FEEDBACK" identifier="ChoiceC" showHide="show">Protege os pés.</feedbackInline></simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

const QTI21_MULTIPLE = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="epis-obrigatorios" title="EPIs" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">
    <correctResponse><value>A</value><value>C</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="0">
      <prompt>Marque os EPIs obrigatórios na área de solda.</prompt>
      <simpleChoice identifier="A">Máscara de solda</simpleChoice>
      <simpleChoice identifier="B">Boné</simpleChoice>
      <simpleChoice identifier="C">Avental de raspa</simpleChoice>
    </choiceInteraction>
  </itemBody>
</assessmentItem>`;

const QTI21_MATCH = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="match" title="Personagens" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="directedPair">
    <correctResponse>
      <value>C R</value>
      <value>D M</value>
      <value>L M</value>
      <value>P T</value>
    </correctResponse>
    <mapping defaultValue="0">
      <mapEntry mapKey="C R" mappedValue="1"/>
      <mapEntry mapKey="D M" mappedValue="0.5"/>
    </mapping>
  </responseDeclaration>
  <itemBody>
    <matchInteraction responseIdentifier="RESPONSE" shuffle="true" maxAssociations="4">
      <prompt>Associe cada personagem à peça de Shakespeare em que aparece:</prompt>
      <simpleMatchSet>
        <simpleAssociableChoice identifier="C" matchMax="1">Capuleto</simpleAssociableChoice>
        <simpleAssociableChoice identifier="D" matchMax="1">Demétrio</simpleAssociableChoice>
        <simpleAssociableChoice identifier="L" matchMax="1">Lisandro</simpleAssociableChoice>
        <simpleAssociableChoice identifier="P" matchMax="1">Próspero</simpleAssociableChoice>
      </simpleMatchSet>
      <simpleMatchSet>
        <simpleAssociableChoice identifier="M" matchMax="4">Sonho de uma noite de verão</simpleAssociableChoice>
        <simpleAssociableChoice identifier="R" matchMax="4">Romeu e Julieta</simpleAssociableChoice>
        <simpleAssociableChoice identifier="T" matchMax="4">A tempestade</simpleAssociableChoice>
      </simpleMatchSet>
    </matchInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>
</assessmentItem>`;

const QTI21_TEXT_ENTRY = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="text-entry" title="Capital" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">
    <correctResponse><value>Brasília</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <p>A capital do Brasil é <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/>.</p>
  </itemBody>
</assessmentItem>`;

const QTI30_CHOICE = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqtiasi_v3p0 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd"
  identifier="extintor-classe" title="Extintor" adaptive="false" time-dependent="false" xml:lang="pt-BR">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>agua</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>Qual extintor é indicado para fogo em papel e madeira (classe A)?</qti-prompt>
      <qti-simple-choice identifier="agua">Água pressurizada</qti-simple-choice>
      <qti-simple-choice identifier="co2">CO2</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;

const QTI30_ESSAY = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="relato" title="Relato">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>
  <qti-item-body>
    <p>Descreva um quase acidente que você presenciou.</p>
    <qti-extended-text-interaction response-identifier="RESPONSE" expected-lines="5"/>
  </qti-item-body>
</qti-assessment-item>`;

const MOODLE_QUIZ = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category><text>$course$/top/Segurança</text></category>
  </question>
  <question type="multichoice">
    <name><text>Cores das tubulações</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Que cor identifica tubulações de <strong>água</strong> de incêndio?</p>]]></text>
    </questiontext>
    <defaultgrade>1.0000000</defaultgrade>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <answer fraction="100" format="html"><text>Vermelha</text><feedback format="html"><text>Isso!</text></feedback></answer>
    <answer fraction="0" format="html"><text>Verde</text></answer>
    <answer fraction="0" format="html"><text>Amarela</text></answer>
  </question>
  <question type="multichoice">
    <name><text>Sinais de fadiga</text></name>
    <questiontext format="html"><text><![CDATA[<p>Quais s&atilde;o sinais de fadiga?<img src="@@PLUGINFILE@@/fadiga.png" alt="" /></p>]]></text></questiontext>
    <single>false</single>
    <answer fraction="50"><text>Bocejos frequentes</text></answer>
    <answer fraction="50"><text>Dificuldade de concentração</text></answer>
    <answer fraction="-100"><text>Mais atenção</text></answer>
  </question>
  <question type="truefalse">
    <name><text>Capacete</text></name>
    <questiontext format="moodle_auto_format"><text>O capacete pode ser usado sem a jugular em altura.</text></questiontext>
    <answer fraction="0"><text>true</text></answer>
    <answer fraction="100"><text>false</text></answer>
  </question>
  <question type="matching">
    <name><text>Placas</text></name>
    <questiontext format="html"><text>Associe cada placa ao seu significado.</text></questiontext>
    <shuffleanswers>true</shuffleanswers>
    <subquestion format="html"><text><![CDATA[<p>Placa vermelha</p>]]></text><answer><text>Proibição</text></answer></subquestion>
    <subquestion format="html"><text>Placa azul</text><answer><text>Obrigação</text></answer></subquestion>
    <subquestion format="html"><text>Placa amarela</text><answer><text>Alerta</text></answer></subquestion>
  </question>
  <question type="matching">
    <name><text>Com distratores</text></name>
    <questiontext format="html"><text>Associe.</text></questiontext>
    <subquestion><text>Um</text><answer><text>1</text></answer></subquestion>
    <subquestion><text></text><answer><text>2</text></answer></subquestion>
  </question>
  <question type="essay">
    <name><text>Sugestão</text></name>
    <questiontext format="html"><text>Que melhoria de segurança você sugere para o seu setor?</text></questiontext>
    <responseformat>editor</responseformat>
  </question>
  <question type="shortanswer">
    <name><text>Número de emergência</text></name>
    <questiontext format="html"><text>Qual o número dos bombeiros?</text></questiontext>
    <answer fraction="100"><text>193</text></answer>
  </question>
  <question type="numerical">
    <questiontext format="html"><text>Quantos metros caracterizam trabalho em altura?</text></questiontext>
    <answer fraction="100"><text>2</text></answer>
  </question>
</quiz>`;

const read = (xml: string) => readQuestionBank(Buffer.from(xml, 'utf8'));

const zip = (files: Record<string, string | Buffer>) =>
  buildZip(Object.entries(files).map(([name, data]) => ({ name, data })));

describe('QTI 2.1 items', () => {
  it('a choiceInteraction with one correct response becomes SINGLE_OPTION with the statement and prompt', async () => {
    const bank = await read(QTI21_CHOICE);
    expect(bank.format).toBe('QTI_2_1');
    expect(bank.unsupported).toEqual([]);
    expect(bank.questions).toEqual([
      {
        sourceIdentifier: 'epi-cabeca',
        questionType: 'SINGLE_OPTION',
        statement: 'Na obra, a queda de objetos é o risco mais comum.\nQual equipamento protege a cabeça?',
        options: [
          { description: 'Capacete', isCorrect: 1 },
          { description: 'Luva de raspa', isCorrect: 0 },
          { description: 'Botina', isCorrect: 0 },
        ],
        optionAnswers: [],
        scales: [],
      },
    ]);
  });

  it('cardinality multiple becomes MULTI_OPTION with every correct response marked', async () => {
    const [question] = (await read(QTI21_MULTIPLE)).questions;
    expect(question?.questionType).toBe('MULTI_OPTION');
    expect(question?.options.map((option) => option.isCorrect)).toEqual([1, 0, 1]);
  });

  it('a matchInteraction becomes CORRELATE: sources are the items, targets the numbered options', async () => {
    const [question] = (await read(QTI21_MATCH)).questions;
    expect(question).toMatchObject({
      sourceIdentifier: 'match',
      questionType: 'CORRELATE',
      statement: 'Associe cada personagem à peça de Shakespeare em que aparece:',
      options: [
        { description: 'Sonho de uma noite de verão' },
        { description: 'Romeu e Julieta' },
        { description: 'A tempestade' },
      ],
      optionAnswers: [
        { description: 'Capuleto', correctOptionIndex: 1 },
        { description: 'Demétrio', correctOptionIndex: 0 },
        { description: 'Lisandro', correctOptionIndex: 0 },
        { description: 'Próspero', correctOptionIndex: 2 },
      ],
    });
  });

  it('reports a textEntryInteraction as unsupported, with its identifier and why', async () => {
    const bank = await read(QTI21_TEXT_ENTRY);
    expect(bank.questions).toEqual([]);
    expect(bank.unsupported).toEqual([
      { identifier: 'text-entry', reason: 'Tipo de interação não suportado: textEntryInteraction.' },
    ]);
  });

  it('reports a match with more options than items (distractors) instead of dropping it', async () => {
    const xml = QTI21_MATCH.replace(
      '<simpleAssociableChoice identifier="T" matchMax="4">A tempestade</simpleAssociableChoice>',
      `<simpleAssociableChoice identifier="T" matchMax="4">A tempestade</simpleAssociableChoice>
       <simpleAssociableChoice identifier="O" matchMax="4">Otelo</simpleAssociableChoice>
       <simpleAssociableChoice identifier="H" matchMax="4">Hamlet</simpleAssociableChoice>`,
    );
    const bank = await read(xml);
    expect(bank.unsupported).toEqual([
      {
        identifier: 'match',
        reason: 'A associação tem mais opções do que itens (distratores), o que não é suportado.',
      },
    ]);
  });

  it('reports an item with two interactions', async () => {
    const xml = QTI21_CHOICE.replace('</itemBody>', '<extendedTextInteraction responseIdentifier="R2"/></itemBody>');
    expect((await read(xml)).unsupported).toEqual([
      { identifier: 'epi-cabeca', reason: 'O item tem 2 interações; cada questão aceita uma só.' },
    ]);
  });

  it('reports a choice without a correct response', async () => {
    const xml = QTI21_CHOICE.replace('<correctResponse><value>ChoiceA</value></correctResponse>', '');
    expect((await read(xml)).unsupported).toEqual([
      { identifier: 'epi-cabeca', reason: 'O item não informa a resposta correta (correctResponse).' },
    ]);
  });
});

describe('QTI 3.0 items', () => {
  it('reads qti-choice-interaction and qti-extended-text-interaction', async () => {
    const choice = await read(QTI30_CHOICE);
    expect(choice.format).toBe('QTI_3_0');
    expect(choice.questions[0]).toMatchObject({
      sourceIdentifier: 'extintor-classe',
      questionType: 'SINGLE_OPTION',
      statement: 'Qual extintor é indicado para fogo em papel e madeira (classe A)?',
      options: [
        { description: 'Água pressurizada', isCorrect: 1 },
        { description: 'CO2', isCorrect: 0 },
      ],
    });
    const essay = await read(QTI30_ESSAY);
    expect(essay.questions[0]).toMatchObject({
      sourceIdentifier: 'relato',
      questionType: 'COMMENT',
      statement: 'Descreva um quase acidente que você presenciou.',
    });
  });
});

describe('QTI content packages (.zip)', () => {
  it('imports the items the manifest lists and reports a missing one', async () => {
    const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="banco-seguranca">
  <metadata><schema>QTIv2.1 Package</schema><schemaversion>1.0.0</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="r1" type="imsqti_item_xmlv2p1" href="items/epi-cabeca.xml"><file href="items/epi-cabeca.xml"/></resource>
    <resource identifier="r2" type="imsqti_item_xmlv2p1" href="items/match.xml"><file href="items/match.xml"/></resource>
    <resource identifier="r3" type="imsqti_item_xmlv2p1" href="items/text-entry.xml"><file href="items/text-entry.xml"/></resource>
    <resource identifier="r4" type="imsqti_item_xmlv2p1" href="items/ausente.xml"/>
    <resource identifier="css" type="webcontent" href="style.css"/>
  </resources>
</manifest>`;
    const data = await zip({
      'imsmanifest.xml': manifest,
      'items/epi-cabeca.xml': QTI21_CHOICE,
      'items/match.xml': QTI21_MATCH,
      'items/text-entry.xml': QTI21_TEXT_ENTRY,
    });
    const bank = await readQuestionBank(data);
    expect(bank.format).toBe('QTI_2_1');
    expect(bank.questions.map((q) => [q.sourceIdentifier, q.questionType])).toEqual([
      ['epi-cabeca', 'SINGLE_OPTION'],
      ['match', 'CORRELATE'],
    ]);
    expect(bank.unsupported).toEqual([
      { identifier: 'text-entry', reason: 'Tipo de interação não suportado: textEntryInteraction.' },
      { identifier: 'items/ausente.xml', reason: 'O manifesto aponta para um arquivo que não está no pacote.' },
    ]);
  });

  it.each<[string, Promise<Buffer>, string]>([
    ['a broken zip', Promise.resolve(Buffer.from('PK\u0003\u0004 não é zip')), 'Pacote .zip inválido.'],
    ['a path that leaves the package', zip({ '../fora.xml': QTI21_CHOICE }), 'Pacote .zip inválido.'],
    [
      'too many entries',
      zip(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}.txt`, '']))),
      'O pacote tem arquivos demais.',
    ],
    [
      'an item over 2 MB',
      zip({ 'items/grande.xml': Buffer.alloc(2 * 1024 * 1024 + 1, ' ') }),
      'O arquivo items/grande.xml é grande demais.',
    ],
    [
      'items over 20 MB together',
      zip(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`i${i}.xml`, Buffer.alloc(2 * 1024 * 1024, ' ')]))),
      'O pacote é grande demais.',
    ],
  ])('refuses %s with its message', async (_case, data, message) => {
    await expect(readQuestionBank(await data)).rejects.toMatchObject({
      code: 'QUESTION_IMPORT_INVALID',
      message,
    });
  });

  it('refuses a zip that is not a QTI package', async () => {
    await expect(readQuestionBank(await zip({ 'notas.xml': '<notas/>' }))).rejects.toMatchObject({
      code: 'QUESTION_IMPORT_INVALID',
    });
  });
});

describe('Moodle XML', () => {
  it('imports multichoice, truefalse, matching and essay, and reports what it cannot import', async () => {
    const bank = await read(MOODLE_QUIZ);
    expect(bank.format).toBe('MOODLE_XML');
    expect(bank.questions.map((q) => [q.sourceIdentifier, q.questionType])).toEqual([
      ['#1 Cores das tubulações', 'SINGLE_OPTION'],
      ['#2 Sinais de fadiga', 'MULTI_OPTION'],
      ['#3 Capacete', 'TRUE_OR_FALSE'],
      ['#4 Placas', 'CORRELATE'],
      ['#6 Sugestão', 'COMMENT'],
    ]);
    expect(bank.unsupported).toEqual([
      {
        identifier: '#5 Com distratores',
        reason: 'A associação tem mais opções do que itens (distratores), o que não é suportado.',
      },
      {
        identifier: '#7 Número de emergência',
        reason: 'Tipo de questão do Moodle não suportado: shortanswer (resposta curta).',
      },
      { identifier: '#8', reason: 'Tipo de questão do Moodle não suportado: numerical (numérica).' },
    ]);
    expect(bank.warnings).toEqual([
      { identifier: '#2 Sinais de fadiga', reason: 'As imagens do enunciado não foram importadas.' },
      {
        identifier: '#2 Sinais de fadiga',
        reason:
          'A pontuação parcial do Moodle virou tudo ou nada: a questão vale quando todas as corretas são marcadas.',
      },
    ]);
  });

  it('keeps the right answers: options, true or false, and each item of a matching', async () => {
    const [single, multi, trueFalse, matching] = (await read(MOODLE_QUIZ)).questions;
    expect(single).toMatchObject({
      statement: 'Que cor identifica tubulações de água de incêndio?',
      options: [
        { description: 'Vermelha', isCorrect: 1 },
        { description: 'Verde', isCorrect: 0 },
        { description: 'Amarela', isCorrect: 0 },
      ],
    });
    expect(multi?.statement).toBe('Quais são sinais de fadiga?');
    expect(multi?.options.map((o) => o.isCorrect)).toEqual([1, 1, 0]);
    expect(trueFalse?.options).toEqual([
      { description: 'Verdadeiro', isCorrect: 0 },
      { description: 'Falso', isCorrect: 1 },
    ]);
    expect(matching).toMatchObject({
      options: [{ description: 'Proibição' }, { description: 'Obrigação' }, { description: 'Alerta' }],
      optionAnswers: [
        { description: 'Placa vermelha', correctOptionIndex: 0 },
        { description: 'Placa azul', correctOptionIndex: 1 },
        { description: 'Placa amarela', correctOptionIndex: 2 },
      ],
    });
  });
});

describe('invalid files', () => {
  it.each([
    ['not XML', 'isto não é xml', 'Arquivo de questões inválido.'],
    ['broken XML', '<quiz><question></quiz>', 'Arquivo de questões inválido.'],
    ['another XML', '<html><body/></html>', 'Arquivo de questões inválido.'],
    ['QTI 1.2', '<questestinterop><item ident="x"/></questestinterop>', 'QTI 1.2 não é suportado'],
    ['a QTI test without its items', '<assessmentTest identifier="t"/>', 'teste QTI'],
    ['an empty Moodle quiz', '<quiz><question type="category"/></quiz>', 'não tem questões'],
  ])('%s is refused with a clear message', async (_name, text, message) => {
    const error = await read(text).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('QUESTION_IMPORT_INVALID');
    expect((error as AppError).message).toContain(message);
  });
});

describe('htmlToText', () => {
  it('keeps one line per block, decodes entities and drops tags and scripts', () => {
    expect(htmlToText('<p>Ol&aacute;,&nbsp;<b>equipe</b></p><p>Linha 2<br/>Linha 3</p><script>x()</script>')).toBe(
      'Olá, equipe\nLinha 2\nLinha 3',
    );
  });
});
