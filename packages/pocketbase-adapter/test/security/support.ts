import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { ThrottleOverrides } from '@tunedeck/core';
import {
  type MailCatcher,
  type PocketBaseServer,
  startMailCatcher,
  startPocketBase,
} from '@tunedeck/pocketbase/server';
import { afterAll, beforeAll } from 'vitest';
import { uniqueEmail } from '../support/fixtures.js';
import { SUPERUSER } from '../support/server.js';

export interface SecurityBackend {
  server: PocketBaseServer;
  mail: MailCatcher;
}

/**
 * A server as deployed: core's throttles (with `throttles` changed for the test's pace), rate limits
 * as asked, and a mail catcher; started for the file and stopped after it.
 */
export function useSecurityBackend(
  options: {
    throttles?: ThrottleOverrides;
    rateLimits?: boolean;
    trustedProxyHeaders?: string[];
    adminAddresses?: string[];
  } = {},
): () => SecurityBackend {
  let backend: SecurityBackend | null = null;
  beforeAll(async () => {
    const mail = await startMailCatcher({ log: false });
    const server = await startPocketBase({
      rateLimits: options.rateLimits ?? false,
      smtp: { host: mail.host, port: mail.port },
      superuser: SUPERUSER,
      ...(options.throttles ? { throttles: options.throttles } : {}),
      ...(options.trustedProxyHeaders ? { trustedProxyHeaders: options.trustedProxyHeaders } : {}),
      ...(options.adminAddresses ? { adminAddresses: options.adminAddresses } : {}),
    });
    backend = { server, mail };
  });
  afterAll(async () => {
    await backend?.server.stop();
    await backend?.mail.stop();
  });
  return () => {
    if (!backend) throw new Error('The security backend starts in beforeAll: use it inside tests.');
    return backend;
  };
}

/** The resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

/** Loopback source address number `i` (Linux answers on all of 127.0.0.0/8). */
export const loopbackAddress = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

export interface RawAnswer {
  status: number;
  /** Milliseconds from the first byte sent to the first byte of the answer. */
  ms: number;
  body: string;
  headers: Record<string, string>;
}

/**
 * One HTTP/1.1 request on its own connection, as a hostile client sends it: the whole body written at
 * once whatever the server says. Resolves with the first answer; a connection the server closes while
 * the body is still being sent (after answering) is not an error.
 */
export function rawRequest(
  url: string,
  request: {
    method?: string;
    path: string;
    body?: string | Buffer;
    headers?: Record<string, string>;
    localAddress?: string;
    /** Send the body chunked, without a Content-Length. */
    chunked?: boolean;
  },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const body =
    typeof request.body === 'string' ? Buffer.from(request.body) : (request.body ?? Buffer.alloc(0));
  const headers: Record<string, string> = {
    host: `${hostname}:${port}`,
    'content-type': 'application/json',
    ...(request.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
    ...request.headers,
  };
  const head = `${request.method ?? 'POST'} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: request.localAddress });
    let started = 0;
    let firstByte = 0;
    let received = '';
    const finish = () => {
      if (received === '') return reject(new Error(`no answer to ${request.path}`));
      const [top = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = top.split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        ms: firstByte - started,
        body: rest.join('\r\n\r\n'),
        headers: answerHeaders,
      });
    };
    // The body goes out in chunks, and stops once the server has answered (as curl does): a server that
    // refuses a body by its length answers before reading it.
    const send = async () => {
      const chunks: Buffer[] = request.chunked ? [Buffer.from(`${body.length.toString(16)}\r\n`)] : [];
      for (let offset = 0; offset < body.length; offset += 64 * 1024) {
        chunks.push(body.subarray(offset, offset + 64 * 1024));
      }
      if (request.chunked) chunks.push(Buffer.from('\r\n0\r\n\r\n'));
      for (const chunk of chunks) {
        if (firstByte !== 0 || socket.destroyed) return;
        if (!socket.write(chunk)) await new Promise((done) => socket.once('drain', done));
      }
    };
    socket.on('connect', () => {
      started = performance.now();
      socket.write(head);
      void send();
    });
    socket.on('data', (chunk) => {
      if (firstByte === 0) firstByte = performance.now();
      received += chunk.toString();
      // The connection stays open (keep-alive): close it once the first answer is complete.
      const end = received.indexOf('\r\n\r\n');
      const length = received.slice(0, end).match(/content-length: *(\d+)/i);
      const complete = /^HTTP\/1\.1 (204|304)/.test(received)
        ? true
        : length
          ? Buffer.byteLength(received.slice(end + 4)) >= Number(length[1])
          : received.slice(end + 4).includes('\r\n0\r\n');
      if (end >= 0 && complete) socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', finish);
  });
}

/** A JSON answer's body. */
export const json = (answer: RawAnswer) => {
  // Chunked answers carry chunk sizes around the JSON.
  const start = answer.body.indexOf('{');
  const end = answer.body.lastIndexOf('}');
  return start < 0 ? null : (JSON.parse(answer.body.slice(start, end + 1)) as Record<string, unknown>);
};

export const PASSWORD = 'security-pass-1';

export interface RawUser {
  id: string;
  email: string;
  token: string;
  firstSet: string;
}

async function api(url: string, path: string, body: unknown, token = '') {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> & { token: string },
  };
}

/** Signs a new user up and in with plain HTTP (what a hand-written client does). */
export async function rawUser(url: string, label: string): Promise<RawUser> {
  const email = uniqueEmail(label);
  const created = await api(url, '/api/collections/users/records', {
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const login = await api(url, '/api/collections/users/auth-with-password', {
    identity: email,
    password: PASSWORD,
  });
  const record = login.body.record as unknown as { id: string; pickerSet: string };
  return { id: record.id, email, token: login.body.token, firstSet: record.pickerSet };
}

/** POSTs a change to the change route as a user. */
export const postChange = (url: string, user: RawUser, ops: unknown[]) =>
  api(url, '/api/tunedeck/changes', { ops }, user.token);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
