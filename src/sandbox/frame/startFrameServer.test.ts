import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../startSandbox.js';
import { startSandbox } from '../startSandbox.js';
import type { FrameFiles } from './frameFiles.js';

const files: FrameFiles = {
  'index.html':
    '<!doctype html><meta name="ewk-frame-signer-key" content="" /><meta name="ewk-frame-parent-origins" content="" /><script type="module" src="./frame.js"></script>',
  'frame.css': 'body{}',
  'frame.js': 'console.log(1)',
};

let running: RunningSandbox;

beforeAll(async () => {
  running = await startSandbox({
    port: 0,
    memory: true,
    frame: { files, parentOrigins: ['http://localhost:3000', 'http://app.localhost:3000'] },
  });
});
afterAll(() => running.close());

describe('the sandbox serves the isolated frame', () => {
  it('on an origin of its own, named in /__dev/info', async () => {
    expect(running.frameUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(new URL(running.frameUrl!).origin).not.toBe(new URL(running.url).origin);
    const info = (await (await fetch(`${running.url}/__dev/info`)).json()) as { frameUrl: string };
    expect(info.frameUrl).toBe(running.frameUrl);
  });

  it("pins the sandbox's signer key and the parent origins in the page, with the frame's CSP", async () => {
    const response = await fetch(`${running.frameUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<meta name="ewk-frame-signer-key" content="${running.bootstrap.trustedKeys.signer}" />`,
    );
    expect(html).toContain(
      '<meta name="ewk-frame-parent-origins" content="http://localhost:3000 http://app.localhost:3000" />',
    );
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-ancestors http://localhost:3000 http://app.localhost:3000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The page may be embedded by an app with COEP; its script is for it alone.
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
    const script = await fetch(`${running.frameUrl}/frame.js`);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('serves its three files with their types, and nothing else', async () => {
    const script = await fetch(`${running.frameUrl}/frame.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe(files['frame.js']);
    const css = await fetch(`${running.frameUrl}/frame.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await fetch(`${running.frameUrl}/secret.key`)).status).toBe(404);
    expect((await fetch(`${running.frameUrl}/`, { method: 'POST' })).status).toBe(405);
  });

  it('answers no host name but loopback ones (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${running.frameUrl}/`,
        { headers: { host: 'attacker.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });
});

describe('without parent origins', () => {
  it('refuses to be embedded by any page (fail closed), and the page lists no app', async () => {
    const closed = await startSandbox({ port: 0, memory: true, frame: { files } });
    try {
      const response = await fetch(`${closed.frameUrl}/`);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).not.toContain('frame-ancestors *');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(await response.text()).toContain(
        '<meta name="ewk-frame-parent-origins" content="" />',
      );
    } finally {
      await closed.close();
    }
  });

  it('takes exact origins only: a wildcard or a URL with a path would open it again', async () => {
    for (const entry of ['*', 'https://app.example/', 'https://*.example', 'app.example']) {
      const started = startSandbox({
        port: 0,
        memory: true,
        frame: { files, parentOrigins: [entry] },
      });
      await started.then((s) => s.close()).catch(() => {});
      await expect(started, entry).rejects.toThrow(/parentOrigins/);
    }
  });
});

describe('without frame files', () => {
  it('serves no frame, and says so by leaving frameUrl out', async () => {
    const plain = await startSandbox({ port: 0, memory: true, frame: false });
    try {
      expect(plain.frameUrl).toBeUndefined();
      const info = (await (await fetch(`${plain.url}/__dev/info`)).json()) as object;
      expect(info).not.toHaveProperty('frameUrl');
    } finally {
      await plain.close();
    }
  });
});
