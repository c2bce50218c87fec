import type { KeptMail } from './dev-mailbox.js';
import { escapeHtml } from '@troo/pages';

function renderMail(mail: KeptMail): string {
  return `<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${mail.at.toISOString()}">${mail.at.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></dd>
</dl>
<pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

/** The development mailbox: the latest e-mails Troo sent since it started, newest first, as one plain page. */
export function renderMailboxPage(mails: readonly KeptMail[]): string {
  const body = mails.length ? mails.map(renderMail).join('\n') : '<p>No mail has been sent yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Troo development mailbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #111; }
article { border-top: 1px solid #888; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 0.5rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; background: #f3f3f3; padding: 0.75rem; }
</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>${mails.length} most recent e-mail${mails.length === 1 ? '' : 's'} since Troo started, newest first. They are kept in memory only. This page exists only outside production, without SMTP_URL.</p>
${body}
</main>
</body>
</html>
`;
}
