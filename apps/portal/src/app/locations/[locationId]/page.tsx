import { LocationDetail } from '@/features/locations';

/** `/locations/{locationId}`: one shop and its week of opening hours. */
export default async function LocationPage({ params }: { params: Promise<{ locationId: string }> }) {
  const { locationId } = await params;
  return <LocationDetail locationId={decodeURIComponent(locationId)} />;
}
