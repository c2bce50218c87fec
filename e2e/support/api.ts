import { expect } from '@playwright/test';

/**
 * One API call as a screen makes it (JSON in and out, the staff token when given), failing the test
 * with the server's answer when it is refused.
 */
export async function callApi<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token = null, body }: { token?: string | null; body?: object } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}
