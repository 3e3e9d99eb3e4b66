import 'server-only';
import { isIP } from 'node:net';

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The browser's IP address, for the API's per-client throttling of code requests (CLIENT_IP_HEADER).
 *
 * Trust assumption: the portal runs behind one reverse proxy (or none) that sets X-Forwarded-For /
 * X-Real-IP, and is not reachable around it. The left-most X-Forwarded-For entry is what the first proxy
 * saw; a client can prepend a fake one when the proxy appends rather than replaces, which only lets it
 * choose its own throttling bucket (the API also throttles per identifier). Deployments with several
 * proxy hops should make the edge proxy overwrite X-Real-IP, which is preferred when present.
 */
export function clientIpFrom(headers: HeaderSource): string | null {
  const candidates = [headers.get('x-real-ip'), headers.get('x-forwarded-for')?.split(',')[0]].map(
    (value) => value?.trim().replace(/^\[(.*)\]$/, '$1') ?? '',
  );
  return candidates.find((value) => isIP(value) !== 0) ?? null;
}
