/**
 * Full-page navigations (leaving the SPA or restarting it after a session change). Kept in one module
 * so tests can replace them — jsdom cannot navigate.
 */
export function navigateTo(url: string): void {
  window.location.href = url;
}

export function reloadPage(): void {
  window.location.reload();
}
