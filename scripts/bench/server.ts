/**
 * Server load: the raw node:http ceiling and Next.js's route-handler floor, then every load target that answers
 * 2xx, one after the other (never two at once: they would share the 2 cores), and the stack's memory after the load.
 */
import { available, errorMessage, unavailable, type Available } from './availability';
import type { CeilingServer } from './ceiling-server';
import { loadTest, ratioToCeiling, type LoadFigures, type LoadSettings } from './load';
import { stackMemory } from './processes';
import { measureBudgetRounds } from './budget-rounds';
import { measureApiPurchases, measurePurchases, prepareBffBuyers } from './purchases';
import { resolveLoadTargets, type Request } from './resolve-targets';
import { steadyRateTest } from './steady-rate';
import type { Database, LoadResult, ServerPass } from './results';
import { startRouteHandlerFloor, type RouteHandlerFloor } from './route-handler-floor';
import type { MemberSession } from './sign-in';
import type { BenchStack } from './stack';

export interface LoadBaselines {
  ceiling: CeilingServer;
  routeHandlerFloor: Available<RouteHandlerFloor>;
}

const API_MEMBER_DETAILS = 'api-member-details';
const BFF_MEMBER_DETAILS = 'bff-member-details';

/**
 * The budget rounds (budget-rounds.ts): the route-handler floor, BFF getMemberDetails (saturated, then with the floor
 * at a steady half of the floor's req/s) and BFF shop purchases back to back, `count` times, the purchases' 50 members
 * signed in and funded once beforehand.
 */
async function measureRounds(
  stack: BenchStack,
  database: Database,
  floor: Available<RouteHandlerFloor>,
  details: Available<Request> | undefined,
  session: Available<MemberSession>,
  settings: LoadSettings,
  count: number,
): Promise<ServerPass['rounds']> {
  if (!floor.ok) return unavailable(`needs the route-handler floor; ${floor.reason}`);
  if (!details?.ok) return unavailable(`BFF getMemberDetails: ${details?.reason ?? 'not a load target'}`);
  if (!session.ok) return unavailable(`needs a signed-in member; ${session.reason}`);
  try {
    const buyers = await prepareBffBuyers(stack);
    const say = (round: number, what: string) =>
      console.log(`Load test (${database}): round ${round} of ${count}: ${what}…`);
    return available(
      await measureBudgetRounds(count, {
        floor: (round) => {
          say(round, 'Next.js route-handler floor');
          return loadTest({ url: floor.value.url, headers: {} }, settings);
        },
        details: (round) => {
          say(round, 'BFF getMemberDetails');
          return loadTest(details.value, settings);
        },
        // Latency below saturation: evenly spaced, as a steady stream of members would ask (steady-rate.ts); the
        // floor's own tail at the same rate right after, for comparison.
        steady: async (round, _count, rate) => {
          const steadily = { rate, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
          say(round, `BFF getMemberDetails at a steady ${rate} req/s`);
          const atRate = await steadyRateTest(details.value, steadily);
          say(round, `Next.js route-handler floor at a steady ${rate} req/s`);
          return {
            details: atRate,
            floor: await steadyRateTest({ url: floor.value.url, headers: {} }, steadily),
          };
        },
        purchases: (round) => {
          say(round, 'shop purchases through the BFF');
          return measurePurchases(stack, buyers, settings);
        },
      }),
    );
  } catch (error) {
    return unavailable(`budget rounds failed: ${errorMessage(error)}`);
  }
}

/**
 * The floor app started once more, relaying the API's own member-details call with the member's headers from its
 * API route (pages/api, as the portal's BFF is served), then load-tested like the floor: only while it runs, so it
 * never shares the cores with another row.
 */
async function measureApiRelay(
  baselines: LoadBaselines,
  request: Available<Request> | undefined,
  settings: LoadSettings,
  attempt: (run: () => Promise<LoadFigures>) => Promise<Available<LoadFigures>>,
): Promise<Available<LoadFigures>> {
  if (!baselines.routeHandlerFloor.ok)
    return unavailable(`the floor app did not start: ${baselines.routeHandlerFloor.reason}`);
  if (!request?.ok) return unavailable(`API /v1/member/details: ${request?.reason ?? 'not a load target'}`);
  let relay: RouteHandlerFloor;
  try {
    relay = await startRouteHandlerFloor(request.value.url, request.value.headers);
  } catch (error) {
    return unavailable(`the relaying floor app did not start: ${errorMessage(error)}`);
  }
  try {
    return await attempt(() => loadTest({ url: relay.apiRouteUrl, headers: {} }, settings));
  } finally {
    await relay.stop();
  }
}

export async function measureServer(
  stack: BenchStack,
  database: Database,
  session: Available<MemberSession>,
  baselines: LoadBaselines,
  settings: LoadSettings,
  budgetRounds: number,
): Promise<ServerPass> {
  const attempt = (label: string, run: () => Promise<LoadFigures>): Promise<Available<LoadFigures>> => {
    console.log(`Load test (${database}): ${label}…`);
    return run().then(available, (e: unknown) => unavailable(`load test failed: ${errorMessage(e)}`));
  };
  // Measured in each pass, just before its targets, so that the ratio compares like with like on a busy machine.
  const ceiling = await attempt('raw node:http', () =>
    loadTest({ url: baselines.ceiling.url, headers: {} }, settings),
  );
  const floor = baselines.routeHandlerFloor;
  const routeHandlerFloor = floor.ok
    ? await attempt('Next.js route-handler floor', () =>
        loadTest({ url: floor.value.url, headers: {} }, settings),
      )
    : unavailable(`the floor app did not start: ${floor.reason}`);
  // The same bare relay served the way the portal serves its BFF (decision 011): reported beside the budget's floor.
  const apiRouteFloor = floor.ok
    ? await attempt('Next.js floor as an API route (pages/api)', () =>
        loadTest({ url: floor.value.apiRouteUrl, headers: {} }, settings),
      )
    : unavailable(`the floor app did not start: ${floor.reason}`);
  const pageFloor = floor.ok
    ? await attempt('bare Next.js page floor', () =>
        loadTest({ url: floor.value.pageUrl, headers: {} }, settings),
      )
    : unavailable(`the floor app did not start: ${floor.reason}`);
  const targets: LoadResult[] = [];
  const resolved = await resolveLoadTargets(stack, session);
  for (const { target, request } of resolved) {
    const figures = request.ok
      ? await attempt(target.label, () => loadTest(request.value, settings))
      : request;
    targets.push({
      id: target.id,
      label: target.label,
      figures,
      ratioToCeiling: ratioToCeiling(figures, ceiling),
    });
  }
  const apiRelayFloor = await measureApiRelay(
    baselines,
    resolved.find((t) => t.target.id === API_MEMBER_DETAILS)?.request,
    settings,
    (run) => attempt('Next.js API-route floor relaying API /v1/member/details', run),
  );
  const rounds = await measureRounds(
    stack,
    database,
    floor,
    resolved.find((t) => t.target.id === BFF_MEMBER_DETAILS)?.request,
    session,
    settings,
    budgetRounds,
  );
  // Straight at the API on PostgreSQL only: the budget is PostgreSQL's, and PGlite runs one transaction at a time.
  let apiPurchases: ServerPass['apiPurchases'];
  if (database === 'postgres') {
    console.log(`Load test (${database}): shop purchases straight at the API…`);
    const measured = await measureApiPurchases(stack, settings).then(available, (e: unknown) =>
      unavailable(`API purchase test failed: ${errorMessage(e)}`),
    );
    apiPurchases = measured.ok
      ? { manyMembers: available(measured.value.manyMembers), oneMember: available(measured.value.oneMember) }
      : { manyMembers: measured, oneMember: measured };
  }
  return {
    database,
    ceiling,
    routeHandlerFloor,
    apiRouteFloor,
    pageFloor,
    targets,
    apiRelayFloor,
    rounds,
    apiPurchases,
    memoryAfterLoad: stackMemory(stack.pid),
  };
}
