import { z } from 'zod/mini';
import { emailField, internationalPhoneField } from '../contact-rules.ts';
import { demoFormCopy, demoRequestTextMaxLength } from './demo-request.ts';

/*
 * The rules a demo request is checked by, in zod/mini: the landing's client checks them in the
 * form, and the API's schema (demo-request-api.ts) is an object of the same fields.
 */

const requiredText = (required: string, tooLong: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(demoRequestTextMaxLength, tooLong),
    );

/** Each field's rule; the form and the API's schema are objects of these. */
export const demoRequestFields = {
  name: requiredText(demoFormCopy.nameRequired, demoFormCopy.nameTooLong),
  phone: internationalPhoneField,
  email: emailField,
  company: requiredText(demoFormCopy.companyRequired, demoFormCopy.companyTooLong),
};

/** The form's check, in the landing's client. */
export const demoRequestFormSchema = z.object(demoRequestFields);
