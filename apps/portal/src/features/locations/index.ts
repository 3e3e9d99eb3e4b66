/** Pages of the business's locations: the list (nearest first when known) and one location's week. */
export { LocationDetail } from './components/location-detail';
export { LocationsScreen } from './components/locations-screen';
