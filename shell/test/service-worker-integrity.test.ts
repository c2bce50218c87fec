/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { matchesIntegrity } from '../service-worker/integrity';

// The worker shows a release file it kept only while it is the file the page asks for (its
// integrity): a copy changed where it was served, kept before it could be checked, is dropped.

const body = (text: string) => new TextEncoder().encode(text).buffer;
const sri = (algorithm: 'sha256' | 'sha384' | 'sha512', text: string) =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

describe('a kept release file against the integrity a page asks for', () => {
  const chunk = 'render("Start Your Order")';
  const tampered = 'render("Start Your Order (TAMPERED)")';

  it('is used when it is the file the release recorded', async () => {
    await expect(matchesIntegrity(body(chunk), sri('sha384', chunk))).resolves.toBe(true);
    await expect(matchesIntegrity(body(chunk), sri('sha256', chunk))).resolves.toBe(true);
  });

  it('is dropped when it was changed, whichever algorithm names it', async () => {
    await expect(matchesIntegrity(body(tampered), sri('sha384', chunk))).resolves.toBe(false);
    await expect(matchesIntegrity(body(tampered), `${sri('sha256', chunk)} ${sri('sha512', chunk)}`)).resolves.toBe(false);
  });

  it('is used when any one of several hashes matches (a page may name more than one)', async () => {
    await expect(matchesIntegrity(body(chunk), `${sri('sha256', 'another file')} ${sri('sha512', chunk)}`)).resolves.toBe(true);
  });

  it('is left to the browser when the page names no hash the worker knows', async () => {
    await expect(matchesIntegrity(body(tampered), 'md5-abc')).resolves.toBe(true);
  });
});
