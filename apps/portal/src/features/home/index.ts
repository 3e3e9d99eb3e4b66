// What the app may use of the member home.
export { MemberHome } from './components/member-home';
