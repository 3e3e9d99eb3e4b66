// What other features may use of the activity feature.
export { budgetActivityAnswer } from './api/get-budget-activity';
export { RecentActivity } from './components/recent-activity';
