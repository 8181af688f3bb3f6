import { signupEndpoint } from '@shared/auth/auth-api.ts';
import {
  signupAnswerSchema,
  type SignupAnswer,
  type SignupInput,
} from '@shared/auth/auth-schemas.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** Creates the account; the answer is the same whether or not the email already had one. */
export async function signUp(input: SignupInput): Promise<SignupAnswer> {
  return signupAnswerSchema.parse(await apiFetch(signupEndpoint, { method: 'POST', body: input }));
}
