import credits from './credits.json';
import { CreditsList, type Credit } from './credits-list';

/**
 * `/credits`: the open-source packages the portal ships, with their licences. credits.json is written at build time
 * from the installed packages (scripts/generate-credits.ts, run by the portal's build script).
 */
export default function CreditsPage() {
  return <CreditsList credits={credits as Credit[]} />;
}
