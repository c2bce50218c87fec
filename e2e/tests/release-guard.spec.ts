import { expect, test } from '../support/fixtures';
import { buildCheckoutAgainstNewerShared, CANDIDATE_EXPORT } from '../support/candidate-build';
import { remotes, remotesRefused } from '../support/releases';

const liveVersion = async (baseUrl: string, remote: string) => {
  const registry = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as { remotes: { name: string; version: string }[] };
  return registry.remotes.find((r) => r.name === remote)!.version;
};

test('a checkout built against a newer @troo/shared export is refused, and when forced shows its fallback, not a blank screen', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const before = await liveVersion(baseURL!, 'checkout');
  const candidate = await buildCheckoutAgainstNewerShared();
  try {
    const version = remotes('publish', 'checkout', candidate.dist).match(/published (\S+)/)![1]!;

    const refusal = remotesRefused('release', 'checkout', version);
    // The message names the module, what the build needs, what the shell provides, and both builds.
    expect(refusal).toContain(`checkout ${version} cannot run on shell`);
    expect(refusal).toMatch(new RegExp(`@troo/shared: needs \\^${candidate.sharedVersion.replaceAll('.', '\\.')}`));
    expect(refusal).toContain(`imports ${CANDIDATE_EXPORT}`);
    expect(await liveVersion(baseURL!, 'checkout')).toBe(before);

    expect(remotes('release', 'checkout', version, '--force', '--by', 'e2e')).toContain('forced over the release guard');
    expect(remotes('history', 'checkout').trim().split('\n').at(-1)).toMatch(
      new RegExp(`release\\s+${before} → ${version}\\s+by e2e\\s+FORCED`),
    );

    // strictVersion on @troo/shared: the shell's older copy is refused by name, and the route shows its
    // fallback: a code failure (the same files would fail again), so a reload, not the connection.
    const report = page.waitForRequest((request) => request.url().endsWith('/api/remote-errors'));
    await page.goto('/demo/tip/online_ordering');
    await expect(page.getByRole('heading', { name: 'This screen failed to start' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect((await report).postDataJSON()).toMatchObject({ remote: 'checkout', version, kind: 'code' });
  } finally {
    remotes('rollback', 'checkout', '--by', 'e2e');
    candidate.remove();
  }
  expect(await liveVersion(baseURL!, 'checkout')).toBe(before);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
});
