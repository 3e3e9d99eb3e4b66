// What the app may use of the member home.
export { MemberCard } from './components/member-card';
export { MemberHome } from './components/member-home';
