// What other features may use of the activity feature.
export { RecentActivity } from './components/recent-activity';
