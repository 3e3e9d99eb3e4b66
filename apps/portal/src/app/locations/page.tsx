import { LocationsScreen } from '@/features/locations';

/** `/locations`: the business's shops. */
export default function LocationsPage() {
  return <LocationsScreen />;
}
