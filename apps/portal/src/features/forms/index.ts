/** What other features and pages may use of dynamic forms: a form drawn from its definition, and its page. */
export { DynamicForm, type DynamicFormProps } from './components/dynamic-form';
export { FormScreen, FormUnavailable } from './components/form-screen';
