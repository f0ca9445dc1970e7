import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { busyPorts } from './ports.ts';

describe('busyPorts', () => {
  it('names the ports another process listens on, and only those', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as net.AddressInfo).port;
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const free = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    try {
      expect(await busyPorts({ site: taken, api: free })).toEqual([`${taken} (site)`]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
