/**
 * How long a customer's texts may be: the API's schemas and the widget's fields (which
 * import this file alone, so the widget carries no schema library) read the same numbers.
 */

/** A customer's or a person's message: at most this many characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** A rating's optional comment. */
export const RATING_COMMENT_MAX_LENGTH = 1000;
/** What a visitor tells of themselves in the widget's forms. */
export const VISITOR_NAME_MAX_LENGTH = 100;
export const VISITOR_EMAIL_MAX_LENGTH = 254;
