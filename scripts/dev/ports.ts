/**
 * Checks, before starting anything, that the three ports are free: a port taken by another
 * stack would otherwise show up as a crash deep in one service's log, after the others started.
 */
import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    // No host: the dual-stack wildcard, which conflicts with any listener on the port
    // (0.0.0.0, 127.0.0.1, ::) like the services' own listen() would.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function busyPorts(ports: Record<string, number>): Promise<string[]> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isFree(port))) busy.push(`${port} (${name})`);
  }
  return busy;
}
