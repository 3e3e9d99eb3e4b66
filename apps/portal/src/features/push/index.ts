/** What other parts of the portal may use of web push: the member's host, and when its prompt is over. */
export { PushHost } from './components/push-host';
export { onPushPromptSettled, pushPromptSettled } from './push-progress';
