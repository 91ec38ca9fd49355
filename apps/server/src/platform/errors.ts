import { ERROR_CODES, type ErrorCode } from '@trilha/shared/errors';

/** The catalogue lives in `@trilha/shared/errors` so the web reads the same codes; re-exported for the services. */
export { ERROR_CODES, type ErrorCode };

/** Raised by services; the error handler turns it into `{ success: false, code, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  /** Every problem of a form at once, each at its field (`classes.0.name`), when there is more than one. */
  readonly errors: FieldProblem[] | undefined;

  constructor(code: ErrorCode, options: { message?: string; field?: string; errors?: FieldProblem[] } = {}) {
    const entry = ERROR_CODES[code];
    super(options.message ?? entry.message);
    this.code = code;
    this.status = entry.status;
    this.field = options.field;
    this.errors = options.errors;
  }
}

/** One problem of a submitted form: the dotted path of its field and the Portuguese message. */
export type FieldProblem = { field: string; message: string };
