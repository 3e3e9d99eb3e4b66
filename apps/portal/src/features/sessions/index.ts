// What the app may use of the sessions feature: the member's devices on the profile.
export { DevicesCard } from './components/devices-card';
