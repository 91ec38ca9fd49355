import { ERROR_CODE_NAMES, type ErrorCode, isErrorCode } from './error-codes';

/** An entry of the catalogue: the answer's HTTP status and the Portuguese message the member sees. */
type ErrorEntry = { status: number; message: string };
const withStatus =
  (status: number) =>
  (message: string): ErrorEntry => ({ status, message });
const badRequest = withStatus(400);
const unauthenticated = withStatus(401);
const forbidden = withStatus(403);
const notFound = withStatus(404);
const conflict = withStatus(409);
const tooLarge = withStatus(413);
const unprocessable = withStatus(422);
const tooMany = withStatus(429);
const failure = withStatus(500);

/**
 * Every error a service can raise, with its HTTP status and the Portuguese message the member sees.
 * Areas add their codes here: the server's handler answers with them and the web types `ApiError.code` from them.
 */
export const ERROR_CODES = {
  /** The body, query or path failed its schema. */
  VALIDATION_FAILED: badRequest('Dados inválidos.'),
  /** No bearer token, or it is malformed, expired or revoked. */
  UNAUTHENTICATED: unauthenticated('Sessão expirada. Faça login novamente.'),
  /** The caller is signed in but may not do this. */
  FORBIDDEN: forbidden('Você não tem permissão para acessar este recurso.'),
  /** The path does not exist, or the id belongs to another company or member. */
  NOT_FOUND: notFound('Não encontrado.'),
  /** Username and password do not match an active member of the app. */
  INVALID_CREDENTIALS: unauthenticated('Senha ou usuário inválido.'),
  /** The login name lookup could not be answered for this app. */
  INVALID_USER: badRequest('Usuário inválido.'),
  /** No app answers for the bucket or host. */
  APP_NOT_FOUND: notFound('Nenhuma aplicação correspondente a URL'),
  /** A password-reset or first-access link that is unknown, used or expired. */
  RESET_TOKEN_INVALID: badRequest('Este link expirou ou já foi usado. Peça um novo e-mail.'),
  /** A new password that guessing finds first (a common one, or the member's or the app's name with digits). */
  PASSWORD_TOO_COMMON: badRequest('Não use uma senha comum ou fácil de adivinhar'),
  /** A file address without a valid signature for this host's company, or one that expired. */
  FILE_FORBIDDEN: forbidden('Este endereço de arquivo expirou ou não vale aqui. Abra a página de novo.'),
  /** Too many attempts from this address. */
  RATE_LIMITED: tooMany('Muitas tentativas. Aguarde um pouco e tente novamente.'),
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: tooLarge('O arquivo ou os dados enviados são grandes demais.'),
  /** The body is not valid JSON or not of an accepted media type. */
  BAD_REQUEST: badRequest('Requisição inválida.'),
  /** The agreement changed while the member read it: the terms screen must show the new version. */
  TERMS_VERSION_CHANGED: conflict('Os termos foram atualizados. Leia a nova versão para continuar.'),
  /** An `Idempotency-Key` that is not 8 to 100 letters, digits, `-` or `_`. */
  IDEMPOTENCY_KEY_INVALID: badRequest('Chave de idempotência inválida.'),
  /** An `Idempotency-Key` already used by this member for another call. */
  IDEMPOTENCY_KEY_REUSED: unprocessable('Esta chave de idempotência já foi usada em outra requisição.'),
  /** The same `Idempotency-Key` arrived while its first request is still being processed. */
  IDEMPOTENCY_IN_PROGRESS: conflict('Esta alteração ainda está sendo processada. Tente novamente.'),
  /** An upload without a file. */
  FILE_REQUIRED: badRequest('É necessário fazer o upload de um arquivo.'),
  /** An upload above the size its route accepts. */
  FILE_TOO_LARGE: tooLarge('O arquivo deve ter no máximo 5MB.'),
  /** A photo upload whose content is not a JPEG, PNG, WebP or GIF image. */
  FILE_NOT_IMAGE: badRequest('Arquivo inválido.'),
  /** An activation PIN that is wrong, expired, used or tried too often. */
  PIN_INVALID: badRequest('Erro ao validar PIN.'),
  /** A node restricted to other departments (spec 3, 2.4). */
  ACCESS_RESTRICTED: forbidden(
    'Acesso Restrito: Este conteúdo é restrito para um grupo específico e você não tem permissão para visualizar.',
  ),
  /** Content of a training opened without an enrollment in it (spec 3, 2.4). */
  ENROLLMENT_REQUIRED: forbidden('É necessário ter uma matrícula ativa para acessar este conteúdo.'),
  /** A sequential element whose previous element is not completed (spec 3, 4.5). */
  ELEMENT_LOCKED: forbidden('Conclua o item anterior para liberar este conteúdo.'),
  /** The member's class starts in the future (spec 3, 2.3). */
  TEAM_NOT_STARTED: forbidden('A sua turma ainda não começou.'),
  /** The enrollment's class ended before it was completed. */
  ENROLLMENT_EXPIRED: forbidden('Esta matrícula expirou.'),
  /** A completed training whose class does not allow access after completion (spec 3, 4.3). */
  ACCESS_AFTER_COMPLETION_DENIED: forbidden('Este treinamento não pode mais ser acessado após a conclusão.'),
  /** An enrollment replaced by a re-enrollment. */
  ENROLLMENT_NOT_ACTIVE: conflict('Esta matrícula foi substituída por uma rematrícula.'),
  /** The enrollment is still being processed (spec 3, 4.3). */
  ENROLLMENT_PROCESSING: conflict('Matricula em processamento'),
  /** A catalog page or an unpublished node offered for enrollment. */
  NOT_ENROLLABLE: badRequest('Este item não aceita matrícula.'),
  /** A training whose enrollments are made by the company only. */
  SELF_ENROLLMENT_DISABLED: forbidden('A matrícula neste treinamento é feita pela sua empresa.'),
  /** The class is inactive or its final date passed. */
  TEAM_CLOSED: conflict('As matrículas desta turma estão encerradas.'),
  /** Every seat of the class is taken (also the loser of a race for the last seat). */
  TEAM_FULL: conflict('Não há mais vagas nesta turma.'),
  /** The member already has a current enrollment in the training. */
  ALREADY_ENROLLED: conflict('Você já está matriculado neste treinamento.'),
  /** Re-enrollment asked in a class that does not allow it, or of an enrollment that is not expired or failed. */
  REENROLLMENT_NOT_ALLOWED: conflict('A rematrícula não é permitida nesta turma.'),
  /** A request for the training is already waiting for approval. */
  ENROLLMENT_REQUEST_PENDING: conflict('Aguardando aprovação da matrícula.'),
  /** Only a request waiting for approval can be cancelled. */
  ENROLLMENT_REQUEST_NOT_PENDING: conflict('Só é possível cancelar solicitações aguardando aprovação.'),
  /** A progress report beyond what a seek-blocked medium can have been watched (spec 3, 4.6). */
  SEEK_BLOCKED: conflict('Não é permitido avançar além do trecho já assistido.'),
  /** Liking needs an enrollment (spec 3, 7.2). */
  LIKE_REQUIRES_ENROLLMENT: forbidden('Para curtir, é necessário estar matriculado'),
  /** An answer refused by its question: wrong option ids, two options on a single choice, a comment too long. */
  INVALID_ANSWER: badRequest('Resposta inválida para esta questão.'),
  /** Finishing an attempt with questions still to answer; the message lists them as 'questão N'. */
  EVALUATION_INCOMPLETE: badRequest('É necessário responder todas as questões para enviar a avaliação.'),
  /** Writing to an attempt that is already finished. */
  QUESTIONNAIRE_FINISHED: conflict('Esta avaliação já foi finalizada.'),
  /** Asking for the result or the answer key of an attempt that is not finished. */
  QUESTIONNAIRE_NOT_FINISHED: conflict('O resultado fica disponível depois de finalizar a avaliação.'),
  /** An answer that arrives after the server's deadline (the attempt is then finished). */
  EVALUATION_TIME_EXPIRED: conflict('O tempo da avaliação terminou.'),
  /** Starting an attempt when no tries remain (maxTries, or a pass with lockAfterApproval). */
  EVALUATION_NO_TRIES_LEFT: conflict('Você não tem mais tentativas para esta avaliação.'),
  /** Starting an evaluation that has no questions yet. */
  EVALUATION_WITHOUT_QUESTIONS: conflict('Esta avaliação ainda não tem questões.'),
  /** The answer key of an evaluation configured not to show it (showResponseSummary 0). */
  ANSWER_KEY_HIDDEN: forbidden('O gabarito desta avaliação não está disponível.'),
  /** A question bank that is neither a QTI 2.1/3.0 item or package nor a Moodle XML quiz. */
  QUESTION_IMPORT_INVALID: badRequest(
    'Arquivo de questões inválido. Envie um item QTI 2.1 ou 3.0, um pacote QTI (.zip) ou um arquivo Moodle XML.',
  ),
  /** The uploaded file is not a zip archive (checked by its content, not its name). */
  SCORM_NOT_A_ZIP: badRequest('O arquivo enviado não é um pacote zip.'),
  /** The uploaded package is larger than the import accepts. */
  SCORM_PACKAGE_TOO_LARGE: tooLarge('O pacote passa de 500 MB, o máximo aceito.'),
  /** The package is still being processed, or its processing failed (spec 3, 2.6). */
  SCORM_PACKAGE_NOT_READY: conflict(
    'Este curso está sendo processado e isso pode levar alguns minutos. Tente novamente mais tarde.',
  ),
  /** A content the member may open is not a packaged course, or has no package (nothing to play or keep). */
  CONTENT_NOT_PACKAGED: conflict('Este conteúdo não é um curso SCORM com pacote.'),
  /** The lesson cannot be opened yet: its prerequisites, the course's order or its sequencing rules. */
  SCORM_LESSON_LOCKED: forbidden('Esta lição ainda não está liberada pelas regras do curso.'),
  /** Sequencing was asked of a packaged course that has none (SCORM 1.2, or 2004 without sequencing read). */
  SCORM_NOT_SEQUENCED: conflict('Este curso não tem sequenciamento.'),
  /** The player saved sequencing for an attempt that has ended (another device or tab went on). */
  SCORM_ATTEMPT_ENDED: conflict(
    'Esta tentativa do curso já terminou em outro acesso. Abra o curso de novo para continuar.',
  ),
  /** A commit's suspend_data is longer than its SCORM version allows. */
  SCORM_SUSPEND_DATA_TOO_LONG: badRequest('Os dados de progresso da lição passam do limite da versão do SCORM.'),
  /** Administration: a member with this login or e-mail already exists in the company. */
  USER_EXISTS: conflict('Já existe um usuário com este login ou e-mail.'),
  /** Administration: an administrator may not deactivate their own access. */
  CANNOT_DEACTIVATE_SELF: conflict('Você não pode desativar o seu próprio acesso.'),
  /** Administration: the enrollment request was already approved, denied or cancelled. */
  ENROLLMENT_REQUEST_DECIDED: conflict('Esta solicitação já foi respondida ou cancelada.'),
  /** Password change: the current password does not match (spec 3, 8). */
  CURRENT_PASSWORD_INCORRECT: badRequest('Senha atual incorreta'),
  /** A support session may not change the member's password nor start another support access. */
  SUPPORT_ACCESS_NESTED: forbidden('Não é possível fazer isso durante o acesso suporte.'),
  /** A report exported (file or PDF) from a support session: the supporter reads, but members' data does not leave. */
  REPORT_EXPORT_IN_SUPPORT: forbidden(
    'Durante o acesso suporte os relatórios podem ser consultados, mas não exportados.',
  ),
  /** A 'Meus Aplicativos' code that is unknown, used, expired or for another app. */
  APP_CODE_INVALID: badRequest('Este link expirou ou já foi usado. Abra o aplicativo novamente.'),
  /** A MANDATORY or DEACTIVATED notification cannot be switched by the member (spec 3, 4.15). */
  NOTIFICATION_LOCKED: badRequest('Essa opção não pode ser editada por ser uma definição geral do sistema'),
  /** Plans: the plan has no trial (Enterprise: contact sales). */
  PLAN_WITHOUT_TRIAL: conflict('Este plano não tem degustação. Fale com a nossa equipe comercial.'),
  /** Plans: a trial was already started for this app. */
  TRIAL_ALREADY_STARTED: conflict('A degustação deste aplicativo já foi iniciada.'),
  /** Plans: only a running or ended trial with trials count 1 can be extended (spec 3, 4.10). */
  TRIAL_NOT_EXTENDABLE: conflict('A degustação já foi prorrogada. Fale com a nossa equipe comercial.'),
  /** Store: paying a cart with no items (spec document 2, 8). */
  CART_EMPTY: badRequest('Seu carrinho está vazio'),
  /** Store: adding to the cart a product the member already owns. */
  PRODUCT_ALREADY_OWNED: conflict('Produto adquirido'),
  /** Store: the same cart is being paid by another request that has not finished. */
  PAYMENT_IN_PROGRESS: conflict('O pagamento deste carrinho ainda está em processamento.'),
  /** Journey: a certificate authenticity id that names no certificate (spec 3, 2.9). */
  CERTIFICATE_NOT_FOUND: notFound('Certificado não encontrado.'),
  /** Journey: a certificate asked for an enrollment that is not completed, or whose class offers none (spec 3, 6). */
  CERTIFICATE_NOT_AVAILABLE: conflict('O certificado fica disponível quando o treinamento é concluído.'),
  /** A call of a company feature that is switched off (EXTERNAL_COURSES...). */
  FEATURE_DISABLED: forbidden('Esta funcionalidade não está ativa.'),
  /** External courses: the period is in the future or ends before it starts (spec 3, 5). */
  EXTERNAL_COURSE_PERIOD_INVALID: badRequest(
    'Período de realização inválido. A data final deve ser maior ou igual à data de início e não pode ser superior à data atual. Por favor, verifique as datas e tente novamente.',
  ),
  /** External courses: only a request in analysis can be edited or cancelled (spec 3, 4.12). */
  EXTERNAL_COURSE_NOT_EDITABLE: conflict('Esta solicitação não pode mais ser alterada.'),
  /** External courses: a resubmission of a request that is not rejected, or was already resubmitted. */
  EXTERNAL_COURSE_NOT_RESUBMITTABLE: conflict('Esta solicitação não pode ser reenviada.'),
  /** External courses: an administrator deciding a request that is no longer in analysis. */
  EXTERNAL_COURSE_DECIDED: conflict('Esta solicitação já foi analisada ou cancelada.'),
  /** External courses: evidence that is not a PDF, JPG or PNG by its content (spec 3, 5). */
  EVIDENCE_INVALID_TYPE: badRequest('Apenas arquivos PDF, JPG ou PNG são permitidos.'),
  /** External courses: an evidence path that is not a file this member uploaded. */
  EVIDENCE_INVALID: badRequest('Arquivo inválido.'),
  /** Comments: a message with no text left once its HTML is cleaned. */
  COMMENT_EMPTY: badRequest('Escreva uma mensagem.'),
  /** Comments: editing or deleting someone else's comment (spec 3, 6). */
  COMMENT_NOT_AUTHOR: forbidden('Só o autor pode alterar ou excluir este comentário.'),
  /** Comments: a member reports a comment once, and never their own (spec 3, 4.11). */
  COMMENT_ALREADY_REPORTED: conflict('Denunciado'),
  COMMENT_OWN_REPORT: conflict('Você não pode denunciar o seu próprio comentário.'),
  /** Community: a member upload whose content is not one of the accepted kinds (checked by its bytes). */
  USER_UPLOAD_TYPE_REFUSED: badRequest('Tipo de arquivo não aceito. Envie jpg, png, pdf, doc, xls, ppt, mp3 ou mp4.'),
  /** Community: a member upload above USER_UPLOAD_MAX_BYTES. */
  USER_UPLOAD_TOO_LARGE: tooLarge('O arquivo deve ter no máximo 20MB.'),
  /** Community: a chat message that is empty (after trimming) or longer than CHAT_MESSAGE_MAX_LENGTH. */
  CHAT_MESSAGE_INVALID: badRequest('A mensagem deve ter entre 1 e 500 caracteres.'),
  /** Community: more chat messages than a socket may send in the window. */
  CHAT_RATE_LIMITED: tooMany('Muitas mensagens seguidas. Aguarde alguns segundos.'),
  /** Console: the entity changed since the administrator opened it; the message says who changed it and when. */
  AUTHORING_VERSION_CONFLICT: conflict(
    'Este item foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.',
  ),
  /** Console: removing something members' activity still names (a class with enrollments, a section with contents). */
  AUTHORING_IN_USE: conflict('Este item está em uso e não pode ser removido.'),
  /** Console: an uploaded file whose content is not of a kind the field accepts. */
  AUTHORING_FILE_REFUSED: badRequest(
    'Tipo de arquivo não aceito aqui. Envie uma imagem, um áudio, um vídeo, um PDF ou um documento.',
  ),
  /** Console: an uploaded file above AUTHORING_UPLOAD_MAX_BYTES. */
  AUTHORING_FILE_TOO_LARGE: tooLarge('O arquivo deve ter no máximo 500 MB.'),
  /** Unexpected failure; details stay in the log. */
  INTERNAL: failure('Um problema inesperado ocorreu.'),
} as const satisfies Record<ErrorCode, ErrorEntry>;

export { ERROR_CODE_NAMES, type ErrorCode, isErrorCode };
