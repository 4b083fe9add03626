import { createServer } from 'node:net';
import { StartupError } from './startup-error.js';

/** Resolves with a port that was free a moment ago on `host` (0 asks the system for one). */
export function reservePort(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(
              `Port ${port} on ${host} is already in use: stop what uses it or pass port 0 for a free one.`,
              'port-in-use',
            )
          : error,
      );
    });
    server.listen({ host, port }, () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(chosen));
    });
  });
}
