// What other features may use of the inbox feature.
export { useUnreadCount } from './hooks/use-unread-count';
