import { ERROR_CODE_NAMES, type ErrorCode, isErrorCode } from './error-codes';

/**
 * Every error a service can raise, with its HTTP status and the Portuguese message the member sees.
 * Areas add their codes here: the server's handler answers with them and the web types `ApiError.code` from them.
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
  /** A new password that guessing finds first (a common one, or the member's or the app's name with digits). */
  PASSWORD_TOO_COMMON: { status: 400, message: 'Não use uma senha comum ou fácil de adivinhar' },
  /** A file address without a valid signature for this host's company, or one that expired. */
  FILE_FORBIDDEN: { status: 403, message: 'Este endereço de arquivo expirou ou não vale aqui. Abra a página de novo.' },
  /** Too many attempts from this address. */
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'O arquivo ou os dados enviados são grandes demais.' },
  /** The body is not valid JSON or not of an accepted media type. */
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  /** The agreement changed while the member read it: the terms screen must show the new version. */
  TERMS_VERSION_CHANGED: { status: 409, message: 'Os termos foram atualizados. Leia a nova versão para continuar.' },
  /** An `Idempotency-Key` that is not 8 to 100 letters, digits, `-` or `_`. */
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: 'Chave de idempotência inválida.' },
  /** An `Idempotency-Key` already used by this member for another call. */
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'Esta chave de idempotência já foi usada em outra requisição.' },
  /** The same `Idempotency-Key` arrived while its first request is still being processed. */
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: 'Esta alteração ainda está sendo processada. Tente novamente.' },
  /** An upload without a file. */
  FILE_REQUIRED: { status: 400, message: 'É necessário fazer o upload de um arquivo.' },
  /** An upload above the size its route accepts. */
  FILE_TOO_LARGE: { status: 413, message: 'O arquivo deve ter no máximo 5MB.' },
  /** A photo upload whose content is not a JPEG, PNG, WebP or GIF image. */
  FILE_NOT_IMAGE: { status: 400, message: 'Arquivo inválido.' },
  /** An activation PIN that is wrong, expired, used or tried too often. */
  PIN_INVALID: { status: 400, message: 'Erro ao validar PIN.' },
  /** A node restricted to other departments (spec 3, 2.4). */
  ACCESS_RESTRICTED: {
    status: 403,
    message:
      'Acesso Restrito: Este conteúdo é restrito para um grupo específico e você não tem permissão para visualizar.',
  },
  /** Content of a training opened without an enrollment in it (spec 3, 2.4). */
  ENROLLMENT_REQUIRED: { status: 403, message: 'É necessário ter uma matrícula ativa para acessar este conteúdo.' },
  /** A sequential element whose previous element is not completed (spec 3, 4.5). */
  ELEMENT_LOCKED: { status: 403, message: 'Conclua o item anterior para liberar este conteúdo.' },
  /** The member's class starts in the future (spec 3, 2.3). */
  TEAM_NOT_STARTED: { status: 403, message: 'A sua turma ainda não começou.' },
  /** The enrollment's class ended before it was completed. */
  ENROLLMENT_EXPIRED: { status: 403, message: 'Esta matrícula expirou.' },
  /** A completed training whose class does not allow access after completion (spec 3, 4.3). */
  ACCESS_AFTER_COMPLETION_DENIED: {
    status: 403,
    message: 'Este treinamento não pode mais ser acessado após a conclusão.',
  },
  /** An enrollment replaced by a re-enrollment. */
  ENROLLMENT_NOT_ACTIVE: { status: 409, message: 'Esta matrícula foi substituída por uma rematrícula.' },
  /** The enrollment is still being processed (spec 3, 4.3). */
  ENROLLMENT_PROCESSING: { status: 409, message: 'Matricula em processamento' },
  /** A catalog page or an unpublished node offered for enrollment. */
  NOT_ENROLLABLE: { status: 400, message: 'Este item não aceita matrícula.' },
  /** A training whose enrollments are made by the company only. */
  SELF_ENROLLMENT_DISABLED: { status: 403, message: 'A matrícula neste treinamento é feita pela sua empresa.' },
  /** The class is inactive or its final date passed. */
  TEAM_CLOSED: { status: 409, message: 'As matrículas desta turma estão encerradas.' },
  /** Every seat of the class is taken (also the loser of a race for the last seat). */
  TEAM_FULL: { status: 409, message: 'Não há mais vagas nesta turma.' },
  /** The member already has a current enrollment in the training. */
  ALREADY_ENROLLED: { status: 409, message: 'Você já está matriculado neste treinamento.' },
  /** Re-enrollment asked in a class that does not allow it, or of an enrollment that is not expired or failed. */
  REENROLLMENT_NOT_ALLOWED: { status: 409, message: 'A rematrícula não é permitida nesta turma.' },
  /** A request for the training is already waiting for approval. */
  ENROLLMENT_REQUEST_PENDING: { status: 409, message: 'Aguardando aprovação da matrícula.' },
  /** Only a request waiting for approval can be cancelled. */
  ENROLLMENT_REQUEST_NOT_PENDING: { status: 409, message: 'Só é possível cancelar solicitações aguardando aprovação.' },
  /** A progress report beyond what a seek-blocked medium can have been watched (spec 3, 4.6). */
  SEEK_BLOCKED: { status: 409, message: 'Não é permitido avançar além do trecho já assistido.' },
  /** Liking needs an enrollment (spec 3, 7.2). */
  LIKE_REQUIRES_ENROLLMENT: { status: 403, message: 'Para curtir, é necessário estar matriculado' },
  /** An answer refused by its question: wrong option ids, two options on a single choice, a comment too long. */
  INVALID_ANSWER: { status: 400, message: 'Resposta inválida para esta questão.' },
  /** Finishing an attempt with questions still to answer; the message lists them as 'questão N'. */
  EVALUATION_INCOMPLETE: { status: 400, message: 'É necessário responder todas as questões para enviar a avaliação.' },
  /** Writing to an attempt that is already finished. */
  QUESTIONNAIRE_FINISHED: { status: 409, message: 'Esta avaliação já foi finalizada.' },
  /** Asking for the result or the answer key of an attempt that is not finished. */
  QUESTIONNAIRE_NOT_FINISHED: { status: 409, message: 'O resultado fica disponível depois de finalizar a avaliação.' },
  /** An answer that arrives after the server's deadline (the attempt is then finished). */
  EVALUATION_TIME_EXPIRED: { status: 409, message: 'O tempo da avaliação terminou.' },
  /** Starting an attempt when no tries remain (maxTries, or a pass with lockAfterApproval). */
  EVALUATION_NO_TRIES_LEFT: { status: 409, message: 'Você não tem mais tentativas para esta avaliação.' },
  /** Starting an evaluation that has no questions yet. */
  EVALUATION_WITHOUT_QUESTIONS: { status: 409, message: 'Esta avaliação ainda não tem questões.' },
  /** The answer key of an evaluation configured not to show it (showResponseSummary 0). */
  ANSWER_KEY_HIDDEN: { status: 403, message: 'O gabarito desta avaliação não está disponível.' },
  /** A question bank that is neither a QTI 2.1/3.0 item or package nor a Moodle XML quiz. */
  QUESTION_IMPORT_INVALID: {
    status: 400,
    message:
      'Arquivo de questões inválido. Envie um item QTI 2.1 ou 3.0, um pacote QTI (.zip) ou um arquivo Moodle XML.',
  },
  /** The uploaded file is not a zip archive (checked by its content, not its name). */
  SCORM_NOT_A_ZIP: { status: 400, message: 'O arquivo enviado não é um pacote zip.' },
  /** The uploaded package is larger than the import accepts. */
  SCORM_PACKAGE_TOO_LARGE: { status: 413, message: 'O pacote passa de 500 MB, o máximo aceito.' },
  /** The package is still being processed, or its processing failed (spec 3, 2.6). */
  SCORM_PACKAGE_NOT_READY: {
    status: 409,
    message: 'Este curso está sendo processado e isso pode levar alguns minutos. Tente novamente mais tarde.',
  },
  /** A content the member may open is not a packaged course, or has no package (nothing to play or keep). */
  CONTENT_NOT_PACKAGED: { status: 409, message: 'Este conteúdo não é um curso SCORM com pacote.' },
  /** The lesson cannot be opened yet: its prerequisites, the course's order or its sequencing rules. */
  SCORM_LESSON_LOCKED: { status: 403, message: 'Esta lição ainda não está liberada pelas regras do curso.' },
  /** Sequencing was asked of a packaged course that has none (SCORM 1.2, or 2004 without sequencing read). */
  SCORM_NOT_SEQUENCED: { status: 409, message: 'Este curso não tem sequenciamento.' },
  /** The player saved sequencing for an attempt that has ended (another device or tab went on). */
  SCORM_ATTEMPT_ENDED: {
    status: 409,
    message: 'Esta tentativa do curso já terminou em outro acesso. Abra o curso de novo para continuar.',
  },
  /** A commit's suspend_data is longer than its SCORM version allows. */
  SCORM_SUSPEND_DATA_TOO_LONG: {
    status: 400,
    message: 'Os dados de progresso da lição passam do limite da versão do SCORM.',
  },
  /** Administration: a member with this login or e-mail already exists in the company. */
  USER_EXISTS: { status: 409, message: 'Já existe um usuário com este login ou e-mail.' },
  /** Administration: an administrator may not deactivate their own access. */
  CANNOT_DEACTIVATE_SELF: { status: 409, message: 'Você não pode desativar o seu próprio acesso.' },
  /** Administration: the enrollment request was already approved, denied or cancelled. */
  ENROLLMENT_REQUEST_DECIDED: { status: 409, message: 'Esta solicitação já foi respondida ou cancelada.' },
  /** Password change: the current password does not match (spec 3, 8). */
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Senha atual incorreta' },
  /** A support session may not change the member's password nor start another support access. */
  SUPPORT_ACCESS_NESTED: { status: 403, message: 'Não é possível fazer isso durante o acesso suporte.' },
  /** A report exported (file or PDF) from a support session: the supporter reads, but members' data does not leave. */
  REPORT_EXPORT_IN_SUPPORT: {
    status: 403,
    message: 'Durante o acesso suporte os relatórios podem ser consultados, mas não exportados.',
  },
  /** A 'Meus Aplicativos' code that is unknown, used, expired or for another app. */
  APP_CODE_INVALID: { status: 400, message: 'Este link expirou ou já foi usado. Abra o aplicativo novamente.' },
  /** A MANDATORY or DEACTIVATED notification cannot be switched by the member (spec 3, 4.15). */
  NOTIFICATION_LOCKED: {
    status: 400,
    message: 'Essa opção não pode ser editada por ser uma definição geral do sistema',
  },
  /** Plans: the plan has no trial (Enterprise: contact sales). */
  PLAN_WITHOUT_TRIAL: { status: 409, message: 'Este plano não tem degustação. Fale com a nossa equipe comercial.' },
  /** Plans: a trial was already started for this app. */
  TRIAL_ALREADY_STARTED: { status: 409, message: 'A degustação deste aplicativo já foi iniciada.' },
  /** Plans: only a running or ended trial with trials count 1 can be extended (spec 3, 4.10). */
  TRIAL_NOT_EXTENDABLE: { status: 409, message: 'A degustação já foi prorrogada. Fale com a nossa equipe comercial.' },
  /** Store: paying a cart with no items (spec document 2, 8). */
  CART_EMPTY: { status: 400, message: 'Seu carrinho está vazio' },
  /** Store: adding to the cart a product the member already owns. */
  PRODUCT_ALREADY_OWNED: { status: 409, message: 'Produto adquirido' },
  /** Store: the same cart is being paid by another request that has not finished. */
  PAYMENT_IN_PROGRESS: { status: 409, message: 'O pagamento deste carrinho ainda está em processamento.' },
  /** Journey: a certificate authenticity id that names no certificate (spec 3, 2.9). */
  CERTIFICATE_NOT_FOUND: { status: 404, message: 'Certificado não encontrado.' },
  /** Journey: a certificate asked for an enrollment that is not completed, or whose class offers none (spec 3, 6). */
  CERTIFICATE_NOT_AVAILABLE: {
    status: 409,
    message: 'O certificado fica disponível quando o treinamento é concluído.',
  },
  /** A call of a company feature that is switched off (EXTERNAL_COURSES...). */
  FEATURE_DISABLED: { status: 403, message: 'Esta funcionalidade não está ativa.' },
  /** External courses: the period is in the future or ends before it starts (spec 3, 5). */
  EXTERNAL_COURSE_PERIOD_INVALID: {
    status: 400,
    message:
      'Período de realização inválido. A data final deve ser maior ou igual à data de início e não pode ser superior à data atual. Por favor, verifique as datas e tente novamente.',
  },
  /** External courses: only a request in analysis can be edited or cancelled (spec 3, 4.12). */
  EXTERNAL_COURSE_NOT_EDITABLE: { status: 409, message: 'Esta solicitação não pode mais ser alterada.' },
  /** External courses: a resubmission of a request that is not rejected, or was already resubmitted. */
  EXTERNAL_COURSE_NOT_RESUBMITTABLE: { status: 409, message: 'Esta solicitação não pode ser reenviada.' },
  /** External courses: an administrator deciding a request that is no longer in analysis. */
  EXTERNAL_COURSE_DECIDED: { status: 409, message: 'Esta solicitação já foi analisada ou cancelada.' },
  /** External courses: evidence that is not a PDF, JPG or PNG by its content (spec 3, 5). */
  EVIDENCE_INVALID_TYPE: { status: 400, message: 'Apenas arquivos PDF, JPG ou PNG são permitidos.' },
  /** External courses: an evidence path that is not a file this member uploaded. */
  EVIDENCE_INVALID: { status: 400, message: 'Arquivo inválido.' },
  /** Comments: a message with no text left once its HTML is cleaned. */
  COMMENT_EMPTY: { status: 400, message: 'Escreva uma mensagem.' },
  /** Comments: editing or deleting someone else's comment (spec 3, 6). */
  COMMENT_NOT_AUTHOR: { status: 403, message: 'Só o autor pode alterar ou excluir este comentário.' },
  /** Comments: a member reports a comment once, and never their own (spec 3, 4.11). */
  COMMENT_ALREADY_REPORTED: { status: 409, message: 'Denunciado' },
  COMMENT_OWN_REPORT: { status: 409, message: 'Você não pode denunciar o seu próprio comentário.' },
  /** Community: a member upload whose content is not one of the accepted kinds (checked by its bytes). */
  USER_UPLOAD_TYPE_REFUSED: {
    status: 400,
    message: 'Tipo de arquivo não aceito. Envie jpg, png, pdf, doc, xls, ppt, mp3 ou mp4.',
  },
  /** Community: a member upload above USER_UPLOAD_MAX_BYTES. */
  USER_UPLOAD_TOO_LARGE: { status: 413, message: 'O arquivo deve ter no máximo 20MB.' },
  /** Community: a chat message that is empty (after trimming) or longer than CHAT_MESSAGE_MAX_LENGTH. */
  CHAT_MESSAGE_INVALID: { status: 400, message: 'A mensagem deve ter entre 1 e 500 caracteres.' },
  /** Community: more chat messages than a socket may send in the window. */
  CHAT_RATE_LIMITED: { status: 429, message: 'Muitas mensagens seguidas. Aguarde alguns segundos.' },
  /** Console: the entity changed since the administrator opened it; the message says who changed it and when. */
  AUTHORING_VERSION_CONFLICT: {
    status: 409,
    message: 'Este item foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.',
  },
  /** Console: removing something members' activity still names (a class with enrollments, a section with contents). */
  AUTHORING_IN_USE: { status: 409, message: 'Este item está em uso e não pode ser removido.' },
  /** Console: an uploaded file whose content is not of a kind the field accepts. */
  AUTHORING_FILE_REFUSED: {
    status: 400,
    message: 'Tipo de arquivo não aceito aqui. Envie uma imagem, um áudio, um vídeo, um PDF ou um documento.',
  },
  /** Console: an uploaded file above AUTHORING_UPLOAD_MAX_BYTES. */
  AUTHORING_FILE_TOO_LARGE: { status: 413, message: 'O arquivo deve ter no máximo 500 MB.' },
  /** Unexpected failure; details stay in the log. */
  INTERNAL: { status: 500, message: 'Um problema inesperado ocorreu.' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

export { ERROR_CODE_NAMES, type ErrorCode, isErrorCode };
