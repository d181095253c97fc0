// The built server as docs/deploy.md deploys it: behind nginx, which
// terminates TLS and speaks HTTP/2 to the browser, HTTP/1.1 to the server (bench-web.ts).
// nginx (Debian: `apt-get install nginx-light`) and openssl come from the system; the
// certificate is self-signed for 127.0.0.1, so the browser must be started with
// --ignore-certificate-errors.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopOnCleanup, type Cleanup } from './built-server.js';

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat('/usr/sbin', '/sbin')) {
    const candidate = path.join(dir, command);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function waitForPort(port: number, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within ${seconds} s`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx on a free loopback port with TLS and HTTP/2 in front of `upstream` (the
 * server must trust the proxy: TRUST_PROXY). Returns the proxy's https origin, or why
 * it could not start (nginx or openssl missing).
 */
export async function startTlsProxy(
  cleanup: Cleanup,
  upstream: string,
): Promise<{ url: string } | { missing: string }> {
  const nginx = findOnPath('nginx');
  if (!nginx) return { missing: 'nginx is not installed (Debian: apt-get install nginx-light)' };
  if (!findOnPath('openssl')) return { missing: 'openssl is not installed' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-tls-proxy-'));
  cleanup.steps.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const port = await freePort();
  // The headers docs/deploy.md asks a proxy to pass (TLS at a reverse proxy: TRUST_PROXY).
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
worker_processes 1;
events {}
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_buffering off;
    }
  }
}
`,
  );
  const child = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  stopOnCleanup(cleanup, child);
  await waitForPort(port, 10);
  return { url: `https://127.0.0.1:${port}` };
}
