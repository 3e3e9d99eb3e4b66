/**
 * What other features may use of sign-in: the captcha, the consent checkbox, the code field's rule, signing in with
 * a ticket, and reading an API refusal's message key.
 */
export { codeDigits } from './code-digits';
export { ConsentField } from './components/consent-field';
export { HumanCheck } from './components/human-check';
export { apiMessageOf } from './error-keys';
export { useCountdown } from './hooks/use-countdown';
export { useCaptcha } from './hooks/use-captcha';
export { signIn } from './session-client';
