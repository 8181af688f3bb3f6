/**
 * Google for the browser suite: the local fake of its consent page, token endpoint and Calendar
 * API (src/server/testing/fake-google.ts) on E2E_GOOGLE_PORT, which the app under test is
 * pointed at (playwright.config.ts). Its consent page consents as one Google account.
 */
import { startFakeGoogle } from '../../src/server/testing/fake-google.ts';
import { e2eGoogleAccount, e2eGoogleTeamCalendar } from './fake-google-account.ts';

const google = await startFakeGoogle({ port: Number(process.env.E2E_GOOGLE_PORT ?? 3101) });
google.consentAs(e2eGoogleAccount);
google.addCalendar(e2eGoogleAccount, e2eGoogleTeamCalendar.id, e2eGoogleTeamCalendar.summary);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void google.close().then(() => process.exit(0)));
}
