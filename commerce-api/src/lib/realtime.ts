/**
 * socket.io on the API's HTTP server, at `/socket.io` (proxied by the site server on the same
 * origin, so no CORS). The spec only says the client connects with its token as `auth` once
 * logged in; authentication of sockets and the events themselves come with later issues.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Logger } from './logger.js';

export const SOCKET_PATH = '/socket.io';

export function attachRealtime(httpServer: HttpServer, logger: Logger): Server {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    // The site bundles its own client; the API does not serve one.
    serveClient: false,
    // No CORS headers: the browser reaches us through the site's same-origin proxy. Origin is not
    // checked further because sockets authenticate with an explicit token (not a cookie), so a
    // foreign page gains nothing by connecting.
    // No message of ours needs more than a few KB; bound memory per packet.
    maxHttpBufferSize: 64 * 1024,
  });
  const log = logger.child({ component: 'realtime' });
  io.on('connection', (socket) => {
    log.debug({ socketId: socket.id }, 'connexion temps réel ouverte');
    socket.on('disconnect', (reason) => log.debug({ socketId: socket.id, reason }, 'connexion temps réel fermée'));
  });
  return io;
}
