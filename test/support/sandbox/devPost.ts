import type { Sandbox } from '../../../src/sandbox/createSandbox.js';

/** `POST /__dev/<path>` with a JSON body through the handler; answers status and parsed body. */
export async function devPost(
  sandbox: Sandbox,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}/__dev/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
