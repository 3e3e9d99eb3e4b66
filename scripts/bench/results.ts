/** The shape of bench-results.json: every figure the bench prints, plus what it ran on. */
import type { Available } from './availability';
import type { BudgetRound } from './budget-rounds';
import type { FirstLoadJs } from './first-load-js';
import type { FrameworkFloor } from './framework-floor';
import type { PageScores } from './lighthouse';
import type { LoadFigures } from './load';
import type { StackMemory } from './processes';
import type { PurchaseFigures } from './purchases';

export type Database = 'pglite' | 'postgres';

export interface StartupResult {
  label: string;
  database: Database;
  apiReadyMs: number;
  portalFirst200Ms: number;
  /** Share of the machine's CPU that other people's processes used meanwhile (0–1). */
  otherCpu: number;
  /** Right after the first 200, before any load. */
  memory: StackMemory;
}

export interface PageResult {
  id: string;
  label: string;
  path: string | null;
  signedIn: boolean;
  lighthouse: Available<PageScores>;
  firstLoadJs: Available<FirstLoadJs>;
}

export interface LoadResult {
  id: string;
  label: string;
  figures: Available<LoadFigures>;
  /** req/s relative to the raw node:http ceiling of the same pass. */
  ratioToCeiling: number | undefined;
}

export interface ServerPass {
  database: Database;
  /** Why the pass did not run (e.g. no DATABASE_URL). */
  skipped?: string;
  ceiling?: Available<LoadFigures>;
  /**
   * A bare Next.js route handler making one upstream GET, served as the portal is (route-handler-floor.ts):
   * the least any BFF call costs on this machine in this pass.
   */
  routeHandlerFloor?: Available<LoadFigures>;
  /**
   * The same bare relay served as a Next.js API route (pages/api), the way the portal serves its BFF (reported, no
   * budget; decision 011): how much of the BFF's figure the lighter request path gives.
   */
  apiRouteFloor?: Available<LoadFigures>;
  /**
   * A bare Next.js page rendered per request, served as the portal is: what server-rendering any page costs on
   * this machine in this pass (the floor of the SSR budgets).
   */
  pageFloor?: Available<LoadFigures>;
  targets: LoadResult[];
  /**
   * The floor app's API route relaying the API's own member-details call, with the member's API headers
   * (reported, no budget): a bare Next.js relay of exactly the API and database work getMemberDetails asks for, so
   * the BFF's distance from it is the portal's own code (session cookie, business, validation, contract, logging).
   */
  apiRelayFloor?: Available<LoadFigures>;
  /**
   * The route-handler floor, BFF getMemberDetails (saturated, then with the floor at a steady half of the floor's
   * req/s) and BFF shop purchases (50 members in parallel, the books checked after each), back to back in each of
   * several rounds: the budgets comparing them read the median of the rounds' ratios, the latency budget the median of
   * their steady-rate p99s.
   */
  rounds?: Available<BudgetRound[]>;
  /** Shop purchases straight at the API: many members in parallel, and one member from every connection. */
  apiPurchases?: { manyMembers?: Available<PurchaseFigures>; oneMember?: Available<PurchaseFigures> };
  memoryAfterLoad?: StackMemory;
}

export interface BudgetRow {
  budget: string;
  subject: string;
  actual: string;
  verdict: 'pass' | 'fail' | 'n/a';
  reason?: string;
}

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  quick: boolean;
  sections: string[];
  settings: {
    lighthouseRuns: number;
    connections: number;
    loadSeconds: number;
    warmupSeconds: number;
    budgetRounds: number;
  };
  environment: {
    node: string;
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
    chromium: string | undefined;
    postgres: string | undefined;
    buildId: string | undefined;
    builtSeconds: number | undefined;
  };
  warnings: string[];
  signIn: Available<{ memberId: string }> | undefined;
  startup: StartupResult[];
  pages: PageResult[];
  /** First-load JS of a bare Next.js page with the installed versions: the floor under every page. */
  frameworkFloor?: Available<FrameworkFloor>;
  server: ServerPass[];
  budgets: BudgetRow[];
}
