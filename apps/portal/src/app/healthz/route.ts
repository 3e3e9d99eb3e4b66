// GET /healthz: liveness for a load balancer (the process answers).
import { livenessResponse } from '@/server/health';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return livenessResponse();
}
