import { and, eq } from 'drizzle-orm';
import { verifyJWT } from 'better-auth/crypto';
import { authCopy } from '@shared/auth-copy.ts';
import {
  type SignupVerificationInput,
  type SignupVerificationAnswer,
} from '@shared/auth/auth-schemas.ts';
import { signupVerificationErrorCodes } from '@shared/auth/auth-api.ts';
import { createFailedSignIns } from '@server/platform/auth/failed-sign-ins.ts';
import { hashPassword } from '@server/platform/auth/password-hashing.ts';
import { createResetLinks } from '@server/platform/auth/reset-links.ts';
import { newAuthRowId } from '@server/platform/auth/row-ids.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { account, session, user } from '@server/platform/db/schema.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';
import { dueFirstCrawl } from '@server/runtime/knowledge/website/website-store.ts';

/** What the mailed link's token says (better-auth's verification token, signed with the secret). */
type LinkClaim = { email?: unknown; userId?: unknown; updateTo?: unknown };

const unusableLink = () =>
  new InvalidInput(authCopy.verifyEmail.invalidToken, signupVerificationErrorCodes.unusableLink);

/**
 * The last step of sign-up, taken from the mailed link. Whoever holds the link holds the
 * mailbox, so the password is chosen here: the one typed at sign-up, by whoever typed it,
 * is replaced, and every session of the account made before now ends. A stranger who signed
 * up with someone else's address is left with nothing that opens the account.
 *
 * The link works once, while the address is unverified: a link used before, forwarded or
 * stolen, cannot set the password of an account that is open.
 */
export async function verifySignUp(
  db: Database,
  secret: string,
  { token, newPassword }: SignupVerificationInput,
): Promise<SignupVerificationAnswer> {
  const claim = await verifyJWT<LinkClaim>(token, secret);
  // A change-of-address token (updateTo) is better-auth's other use of the same signature.
  if (
    !claim ||
    typeof claim.email !== 'string' ||
    typeof claim.userId !== 'string' ||
    claim.updateTo !== undefined
  ) {
    throw unusableLink();
  }
  const { email, userId } = claim;
  const password = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // The conditional update is the link's single use: of two requests at once, one verifies.
    const [verified] = await tx
      .update(user)
      .set({ emailVerified: true })
      .where(and(eq(user.id, userId), eq(user.email, email), eq(user.emailVerified, false)))
      .returning({ id: user.id });
    if (!verified) throw unusableLink();
    const credential = and(eq(account.userId, userId), eq(account.providerId, 'credential'));
    const [replaced] = await tx
      .update(account)
      .set({ password })
      .where(credential)
      .returning({ id: account.id });
    if (!replaced) {
      await tx.insert(account).values({
        id: newAuthRowId(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password,
      });
    }
    await tx.delete(session).where(eq(session.userId, userId));
    await dueFirstCrawl(tx, userId as AccountId);
    // As after any new password: earlier reset links end, and strangers' failures stop counting.
    await createResetLinks(tx).endAll(userId);
    await createFailedSignIns(tx).clear(email);
  });
  return { email };
}
