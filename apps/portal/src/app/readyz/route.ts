// GET /readyz: readiness for a load balancer (the loyalty API behind this portal answers, database included).
import { readinessResponse } from '@/server/health';

export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return readinessResponse();
}
