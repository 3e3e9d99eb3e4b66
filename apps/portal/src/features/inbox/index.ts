// What other features may use of the inbox feature.
export { bellAnswer, useUnreadCount } from './hooks/use-unread-count';
