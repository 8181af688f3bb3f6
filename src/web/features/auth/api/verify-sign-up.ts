import { signupVerificationEndpoint } from '@shared/auth/auth-api.ts';
import {
  signupVerificationAnswerSchema,
  type SignupVerificationAnswer,
  type SignupVerificationInput,
} from '@shared/auth/auth-schemas.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** Verifies the email with the password its owner chose here; the answer signs them in. */
export async function verifySignUp(
  input: SignupVerificationInput,
): Promise<SignupVerificationAnswer> {
  return signupVerificationAnswerSchema.parse(
    await apiFetch(signupVerificationEndpoint, { method: 'POST', body: input }),
  );
}
