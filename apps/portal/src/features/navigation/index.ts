// What other features and the app may use of the navigation feature.
export { ProfileMenuLinks } from './components/profile-menu-links';
