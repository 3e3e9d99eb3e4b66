/**
 * Every form of the portal is React's: its `onSubmit` sends it with a fetch. Until React has hydrated a form, a
 * member who presses Enter or taps its button would submit it the browser's own way: a GET of the same page with
 * the fields in the address (a phone number or e-mail address in the history, in server and proxy logs), and a
 * reload that loses what they typed. This inline <head> script, run before any bundle, cancels a submission of a
 * form React has not hydrated yet (React marks each element it hydrates with its props, `__reactProps$…`); the
 * member submits again once the page is ready, and a hydrated form is React's to handle as always.
 */
export const EARLY_SUBMIT_GUARD_SCRIPT =
  "document.addEventListener('submit',function(e){var f=e.target;if(f&&!Object.keys(f).some(function(k){return k.indexOf('__reactProps')===0}))e.preventDefault()},true);";
