/**
 * Renders into the content slot's status element. The default error block for a route application in error (shell spec §8): shown in the content
 * slot with a reload button, hidden while a retry is running. Plain DOM: the root config has no React.
 */
import { AppLoadState, t, type AppName } from '@kickoff/platform';

/** `reload` asks the app's loader to load again (throttled by the loader). */
export function renderAppStatus(container: HTMLElement, app: AppName, state: AppLoadState, reload: () => void): void {
  container.textContent = '';
  if (state !== AppLoadState.Error && state !== AppLoadState.Loading) return;
  const block = document.createElement('div');
  block.dataset['app'] = app;
  if (state === AppLoadState.Loading) {
    block.className = 'kk-app-loading';
    block.setAttribute('role', 'status');
    block.textContent = t('main_loading');
    container.append(block);
    return;
  }
  block.className = 'kk-error-block';
  block.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'kk-error-block__title';
  title.textContent = t('main_dictionary_load_error');
  const text = document.createElement('p');
  text.textContent = t('main_dictionary_refresh_page');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'kk-button';
  button.textContent = t('main_refreshing_button');
  button.addEventListener('click', reload);
  block.append(title, text, button);
  container.append(block);
}
