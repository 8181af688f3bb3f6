import type { EvaluationSet } from '@server/runtime/knowledge/evaluation/evaluation-set.ts';
import { evaluateSet } from '@server/runtime/knowledge/evaluation/run-evaluation.ts';
import type { MeaningReader } from '@server/runtime/knowledge/embeddings/meaning-reader.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { signedInAccount, type TestApp } from './test-server.ts';

/**
 * Scores the product on `set` with a new account of its own on `app` (with the sample data
 * when the set asks for it), signed in as its owner; with `meaning` when the app reads by
 * meaning with that embeddings model.
 */
export async function evaluateOnTestServer(
  app: TestApp,
  db: Database,
  set: EvaluationSet,
  meaning?: MeaningReader,
) {
  const owner = await signedInAccount(app, db, { sampleData: set.sampleData ?? false });
  return evaluateSet(
    { request: app.request, ownerHeaders: owner.headers, db, accountId: owner.id, meaning },
    set,
  );
}
