/**
 * What a business rule refused, named for what went wrong, not for how it is answered: stores
 * and business functions throw these, and `platform/http/errors.ts` alone turns each kind into
 * a status code. `code` is the stable word a program tells errors apart by; `message` is for
 * people.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind =
  | 'not_found'
  | 'plan_limit'
  | 'conflict'
  | 'payment_failed'
  | 'too_many'
  | 'invalid_input'
  | 'not_allowed';

/**
 * No such row for this account: unknown, or another account's (never told apart). A code of
 * its own where the caller can do something different (a link that was valid and expired).
 */
export class NotFound extends DomainError {
  readonly kind = 'not_found';
  constructor(message: string, code = 'not_found') {
    super(code, message);
  }
}

/** The account's plan allows no more of something (agents on Essential). */
export class PlanLimitReached extends DomainError {
  readonly kind = 'plan_limit';
  constructor(message: string) {
    super('plan_limit', message);
  }
}

/** A valid request that the current state refuses (an "upgrade" to the plan already held). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** The payment gateway declined or could not be reached; nothing was changed. */
export class PaymentFailed extends DomainError {
  readonly kind = 'payment_failed';
  constructor(message: string) {
    super('payment_failed', message);
  }
}

/** More of something in a short time than a rule allows (messages a minute in a conversation). */
export class TooMany extends DomainError {
  readonly kind = 'too_many';
  constructor(message: string, code = 'too_many_requests') {
    super(code, message);
  }
}

/** The input is well formed but does not fit the row it is for (a title for a Q&A). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid_input';
  constructor(
    message: string,
    code = 'invalid_input',
    /** The message by the field it is about, shown beside that field in a form. */
    readonly fields?: Record<string, string>,
  ) {
    super(code, message);
  }
}

/** The person's role does not let them do this to this row (another's conversation). */
export class NotAllowed extends DomainError {
  readonly kind = 'not_allowed';
  constructor(message: string, code = 'not_allowed') {
    super(code, message);
  }
}
