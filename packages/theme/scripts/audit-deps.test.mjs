import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's `pnpm audit:deps` (scripts/audit-deps.mjs) against a fake advisory endpoint: what it asks
// (the production tree of @rsdocs/theme and @rsdocs/search, never their dev dependencies), what it prints, and its
// exit code for each answer.
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/audit-deps.mjs');

/** What the fake endpoint answers next, and the last body it was sent. */
let reply = { status: 200, body: {} };
let asked = {};
let server;
let url;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      asked = JSON.parse(text || '{}');
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/-/npm/v1/security/advisories/bulk`;
});
afterAll(() => server?.close());

function audit() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, RSDOCS_AUDIT_URL: url } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const advisory = (severity, title) => ({ id: 1, url: 'https://example.test/advisory', title, severity, vulnerable_versions: '<99.0.0' });

describe('pnpm audit:deps', { timeout: 180_000 }, () => {
  it('asks about the production tree: dependencies all the way down and peers, at their installed versions, no dev dependencies', async () => {
    reply = { status: 200, body: {} };
    const { code, out } = await audit();
    expect(code).toBe(0);
    expect(out).toContain('No known advisories.');
    // Direct, transitive (unified → bail), peer (vite) and bundled (markdown-it) packages of the theme; its devDependencies are not.
    for (const name of ['unified', 'bail', 'vite', 'react', 'clsx', 'markdown-it']) expect(Object.keys(asked), name).toContain(name);
    for (const name of ['vitest', 'storybook', 'tsup', 'jsdom']) expect(Object.keys(asked), name).not.toContain(name);
    const { version } = (await import('vite/package.json', { with: { type: 'json' } })).default;
    expect(asked.vite).toEqual([version]);
  });

  it('fails on a high or critical advisory, listing each', async () => {
    reply = { status: 200, body: { bail: [advisory('critical', 'Bail bails out')], unified: [advisory('low', 'Minor thing')] } };
    const { code, out } = await audit();
    expect(code).toBe(1);
    expect(out).toMatch(/critical\s+bail <99\.0\.0 \(installed: [\d.]+\): Bail bails out/);
    expect(out).toContain('2 advisories, 1 high or critical.');
  });

  it('passes with only low and moderate advisories, still listing them', async () => {
    reply = { status: 200, body: { unified: [advisory('moderate', 'Moderate thing')] } };
    const { code, out } = await audit();
    expect(code).toBe(0);
    expect(out).toContain('Moderate thing');
  });

  it('says clearly that no audit was done when the endpoint fails', async () => {
    reply = { status: 405, body: {} };
    const { code, out } = await audit();
    expect(code).toBe(2);
    expect(out).toContain('NO AUDIT WAS DONE');
    expect(out).toContain('405');
  });
});
