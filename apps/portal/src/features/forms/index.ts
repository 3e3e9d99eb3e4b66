/** What other features and pages may use of dynamic forms: a form drawn from its definition, embedded, or its page. */
export { DynamicForm } from './components/dynamic-form';
export { EmbeddedForm } from './components/embedded-form';
export { FormScreen, FormUnavailable } from './components/form-screen';
