/** Reloads the page (the language switch needs a server render). A module of its own so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
