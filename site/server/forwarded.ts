/**
 * Who the client is, as the site server tells the commerce API.
 *
 * The API keys its rate limits and audit entries on the address in `X-Forwarded-For`, trusting
 * exactly one hop: this server. So this server never passes on what a client wrote in
 * `X-Forwarded-*`: it replaces those headers with the address of its own peer, or, when that peer
 * is a configured trusted proxy (`SITE_TRUST_PROXY`, the TLS reverse proxy in front in
 * production), with the client address that proxy reported.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Decides whether the address at `hop` (0 = our socket peer) may vouch for the one before it. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * `SITE_TRUST_PROXY` → a trust function, with Express' `trust proxy` syntax: empty/`false` trusts
 * nobody, a hop count trusts that many proxies, otherwise addresses, subnets or the names
 * `loopback`, `linklocal`, `uniquelocal`, comma-separated. `true` (trust everyone) is refused: it
 * would let any client choose its address.
 */
export function compileTrust(raw: string | undefined): TrustFunction {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return () => false;
  if (value === 'true') {
    throw new Error('SITE_TRUST_PROXY=true ferait confiance à tout client : indiquez l’adresse du proxy ou un nombre de proxys.');
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  try {
    return proxyAddr.compile(value.split(',').map((part) => part.trim()).filter(Boolean));
  } catch (error) {
    throw new Error(`SITE_TRUST_PROXY invalide (« ${value} ») : ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Client headers that could make the API believe another address, protocol or host. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

function firstValue(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  const first = raw?.split(',')[0]?.trim();
  return first || undefined;
}

/**
 * Rewrites `req.headers` before the request is proxied: `X-Forwarded-For` = the client address,
 * `X-Forwarded-Proto` = the client's protocol (only a trusted proxy can say it was https), and no
 * other forwarding header.
 */
export function setForwardedHeaders(req: IncomingMessage, trust: TrustFunction): void {
  const peer = req.socket.remoteAddress ?? '';
  const peerTrusted = peer !== '' && trust(peer, 0);
  const client = peerTrusted ? proxyAddr(req, trust) : peer;
  const proto = (peerTrusted && firstValue(req.headers['x-forwarded-proto'])) || 'http';
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  if (client) req.headers['x-forwarded-for'] = client;
  req.headers['x-forwarded-proto'] = /^https?$/i.test(proto) ? proto.toLowerCase() : 'http';
}
