// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_SUBMIT_GUARD_SCRIPT } from './early-submit-guard';

/** Submits a form as the browser does on Enter: answers whether its default action (the navigation) was cancelled. */
function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('EARLY_SUBMIT_GUARD_SCRIPT', () => {
  const added: HTMLFormElement[] = [];
  const form = () => {
    const element = document.createElement('form');
    element.innerHTML =
      '<input name="identifier" value="ada@example.com"><button type="submit">Send</button>';
    document.body.append(element);
    added.push(element);
    return element;
  };

  beforeAll(() => new Function(EARLY_SUBMIT_GUARD_SCRIPT)());
  afterAll(() => added.forEach((element) => element.remove()));

  it('cancels the browser’s own submission of a form React has not hydrated', () => {
    expect(submit(form())).toBe(true);
  });

  it('leaves a hydrated form’s submission to React', () => {
    const hydrated = form();
    Object.assign(hydrated, { __reactProps$abc123: { onSubmit: () => undefined } });
    expect(submit(hydrated)).toBe(false);
  });
});
