import { generateRandomString } from 'better-auth/crypto';

/**
 * The id of a row of better-auth's tables written by the product itself, in the form
 * better-auth gives its own (32 letters and digits).
 */
export const newAuthRowId = () => generateRandomString(32, 'a-z', 'A-Z', '0-9');
