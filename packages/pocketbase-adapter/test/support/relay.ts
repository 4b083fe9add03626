import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A loopback TCP relay in front of `port` whose network a test cuts and restores, as a venue does.
 * Cut: new connections fail at once, connections open for ordinary requests are reset, and realtime
 * connections (`GET /api/realtime`) go silent without closing: each side still thinks the other is
 * there, as when Wi-Fi drops a long connection or a phone changes networks under it. Restored: new
 * connections pass again; the silent ones stay silent, as on the real thing.
 */
export async function cuttableRelay(port: number, host = '127.0.0.1') {
  let cut = false;
  const open = new Map<Socket, { upstream: Socket; realtime: boolean; silent: boolean }>();
  const front = createServer((socket) => {
    if (cut) {
      socket.destroy();
      return;
    }
    const upstream = connect(port, host);
    const pair = { upstream, realtime: false, silent: false };
    open.set(socket, pair);
    socket.on('data', (chunk: Buffer) => {
      if (pair.silent) return;
      if (chunk.subarray(0, 20).toString('latin1').startsWith('GET /api/realtime')) pair.realtime = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!pair.silent) socket.write(chunk);
    });
    const end = () => {
      open.delete(socket);
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', end).on('close', end);
    // A silent connection's client hears nothing of the server closing it either.
    upstream.on('error', () => !pair.silent && end()).on('close', () => !pair.silent && end());
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    /** How many realtime connections are open and carrying data. */
    realtime: () => [...open.values()].filter((pair) => pair.realtime && !pair.silent).length,
    cut() {
      cut = true;
      for (const [socket, pair] of open) {
        if (pair.realtime) pair.silent = true;
        else {
          socket.destroy();
          pair.upstream.destroy();
        }
      }
    },
    restore() {
      cut = false;
    },
    /** Closes every open connection outright, as the server's idle close or a restart does. */
    drop() {
      for (const [socket, pair] of open) {
        socket.destroy();
        pair.upstream.destroy();
      }
    },
    close() {
      for (const [socket, pair] of open) {
        socket.destroy();
        pair.upstream.destroy();
      }
      front.close();
    },
  };
}

export type CuttableRelay = Awaited<ReturnType<typeof cuttableRelay>>;
