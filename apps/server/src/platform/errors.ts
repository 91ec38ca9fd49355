/**
 * Every error a service can raise, with its HTTP status and the Portuguese message the member sees.
 * Areas add their codes here so that the handler and the web app share one catalogue.
 */
export const ERROR_CODES = {
  /** The body, query or path failed its schema. */
  VALIDATION_FAILED: { status: 400, message: 'Dados inválidos.' },
  /** No bearer token, or it is malformed, expired or revoked. */
  UNAUTHENTICATED: { status: 401, message: 'Sessão expirada. Faça login novamente.' },
  /** The caller is signed in but may not do this. */
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para acessar este recurso.' },
  /** The path does not exist, or the id belongs to another company or member. */
  NOT_FOUND: { status: 404, message: 'Não encontrado.' },
  /** Username and password do not match an active member of the app. */
  INVALID_CREDENTIALS: { status: 401, message: 'Senha ou usuário inválido.' },
  /** The login name lookup could not be answered for this app. */
  INVALID_USER: { status: 400, message: 'Usuário inválido.' },
  /** No app answers for the bucket or host. */
  APP_NOT_FOUND: { status: 404, message: 'Nenhuma aplicação correspondente a URL' },
  /** A password-reset or first-access link that is unknown, used or expired. */
  RESET_TOKEN_INVALID: { status: 400, message: 'Este link expirou ou já foi usado. Peça um novo e-mail.' },
  /** Too many attempts from this address. */
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'O arquivo ou os dados enviados são grandes demais.' },
  /** The body is not valid JSON or not of an accepted media type. */
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  /** The agreement changed while the member read it: the terms screen must show the new version. */
  TERMS_VERSION_CHANGED: { status: 409, message: 'Os termos foram atualizados. Leia a nova versão para continuar.' },
  /** An upload without a file. */
  FILE_REQUIRED: { status: 400, message: 'É necessário fazer o upload de um arquivo.' },
  /** An upload above the size its route accepts. */
  FILE_TOO_LARGE: { status: 413, message: 'O arquivo deve ter no máximo 5MB.' },
  /** A photo upload whose content is not a JPEG, PNG, WebP or GIF image. */
  FILE_NOT_IMAGE: { status: 400, message: 'Arquivo inválido.' },
  /** An activation PIN that is wrong, expired, used or tried too often. */
  PIN_INVALID: { status: 400, message: 'Erro ao validar PIN.' },
  /** Unexpected failure; details stay in the log. */
  INTERNAL: { status: 500, message: 'Um problema inesperado ocorreu.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Raised by services; the error handler turns it into `{ success: false, code, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: { message?: string; field?: string } = {}) {
    const entry = ERROR_CODES[code];
    super(options.message ?? entry.message);
    this.code = code;
    this.status = entry.status;
    this.field = options.field;
  }
}
