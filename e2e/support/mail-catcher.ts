import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the test run. Every message it receives is appended to a JSON-lines
 * file, which tests (in other processes) read to find codes.
 */
export async function startMailCatcher(logFile: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        appendFileSync(logFile, `${JSON.stringify({ to, raw, at: Date.now() })}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
