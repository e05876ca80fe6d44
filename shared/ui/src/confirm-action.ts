/**
 * Asks before a destructive action, with the spec's exact wording. The browser's own dialog is
 * keyboard- and screen-reader-accessible everywhere, including phones.
 */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}
