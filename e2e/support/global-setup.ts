import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startMailCatcher } from './mail-catcher';
import { startTroo } from './troo-server';

/** One Troo for the whole run, with its mail going to a real SMTP server. */
export default async function globalSetup() {
  const mailLog = path.join(mkdtempSync(path.join(tmpdir(), 'troo-mail-')), 'mail.jsonl');
  const mail = await startMailCatcher(mailLog);
  const troo = await startTroo({ SMTP_URL: `smtp://127.0.0.1:${mail.port}` });

  Object.assign(process.env, {
    TROO_BASE_URL: troo.baseUrl,
    TROO_DATA_DIR: troo.dataDir,
    TROO_RELEASES_DIR: troo.releasesDir,
    TROO_MAIL_LOG: mailLog,
  });

  return async () => {
    await troo.stop();
    await mail.close();
  };
}
