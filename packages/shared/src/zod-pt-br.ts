import type { z } from 'zod';

/**
 * The validation texts members and administrators read, in Brazilian Portuguese (the catalogue of the
 * schemas' default messages; a schema gives its own text where the specification has one). Web forms and
 * the server's 400 answers both come from here, so no library text ('Demasiado grande: esperava...') is
 * ever shown.
 */
export const VALIDATION_TEXTS = {
  required: 'Campo obrigatório.',
  invalid: 'Valor inválido.',
  text: 'Informe um texto.',
  number: 'Informe um número.',
  wholeNumber: 'Informe um número inteiro.',
  yesNo: 'Informe sim ou não.',
  date: 'Informe uma data válida.',
  list: 'Informe uma lista.',
  data: 'Dados inválidos.',
  option: 'Escolha uma das opções disponíveis.',
  maxChars: (max: string) => (max === '1' ? 'Use no máximo 1 caractere.' : `Use no máximo ${max} caracteres.`),
  minChars: (min: string) => (min === '1' ? 'Use ao menos 1 caractere.' : `Use ao menos ${min} caracteres.`),
  maxNumber: (max: string) => `Informe um valor de no máximo ${max}.`,
  belowNumber: (max: string) => `Informe um valor menor que ${max}.`,
  minNumber: (min: string) => `Informe um valor de no mínimo ${min}.`,
  aboveNumber: (min: string) => `Informe um valor maior que ${min}.`,
  maxItems: (max: string) => (max === '1' ? 'Escolha no máximo 1 item.' : `Escolha no máximo ${max} itens.`),
  minItems: (min: string) => (min === '1' ? 'Escolha ao menos 1 item.' : `Escolha ao menos ${min} itens.`),
  fileTooBig: (max: string) => `O arquivo deve ter no máximo ${max}.`,
  email: 'E-mail inválido.',
  url: 'Endereço inválido.',
  format: 'Formato inválido.',
  unknownFields: (names: string) => `Dados inválidos: campos não reconhecidos (${names}).`,
} as const;

const numberText = (value: number | bigint) =>
  typeof value === 'bigint' ? value.toString() : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${numberText(Math.round((bytes / (1024 * 1024)) * 10) / 10)}MB`
    : `${numberText(Math.ceil(bytes / 1024))}KB`;

/** Zod's error map for every schema: `z.config({ localeError: brazilianPortuguese })`. */
export const brazilianPortuguese: z.core.$ZodErrorMap = (issue) => {
  const text = VALIDATION_TEXTS;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null || issue.input === '') return text.required;
      switch (issue.expected) {
        case 'string':
          return text.text;
        case 'number':
          return text.number;
        case 'int':
          return text.wholeNumber;
        case 'boolean':
          return text.yesNo;
        case 'date':
          return text.date;
        case 'array':
          return text.list;
        case 'object':
          return text.data;
        default:
          return text.invalid;
      }
    }
    case 'invalid_value':
      return text.option;
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return text.maxChars(numberText(max));
      if (issue.origin === 'array' || issue.origin === 'set') return text.maxItems(numberText(max));
      if (issue.origin === 'file') return text.fileTooBig(fileSize(Number(max)));
      return issue.inclusive === false ? text.belowNumber(numberText(max)) : text.maxNumber(numberText(max));
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') return Number(min) <= 1 ? text.required : text.minChars(numberText(min));
      if (issue.origin === 'array' || issue.origin === 'set') return text.minItems(numberText(min));
      return issue.inclusive === false ? text.aboveNumber(numberText(min)) : text.minNumber(numberText(min));
    }
    case 'invalid_format':
      if (issue.format === 'email') return text.email;
      if (issue.format === 'url') return text.url;
      if (issue.format === 'datetime' || issue.format === 'date') return text.date;
      return text.format;
    case 'unrecognized_keys':
      return text.unknownFields(issue.keys.join(', '));
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return text.invalid;
    default:
      return text.invalid;
  }
};
