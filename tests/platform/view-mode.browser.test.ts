import { createMemoryStorage } from '../../platform/src/storage/web-storage';
import { applyViewMode } from '../../platform/src/routing/view-mode';
import { equal } from '../support/assert';

describe('view mode (account spec §2: platform_type forces the mobile view)', () => {
  afterEach(() => {
    delete document.documentElement.dataset['view'];
  });

  it('platform_type sets <html data-view> and keeps the choice for the session; a broken stored value counts as none', () => {
    const storage = createMemoryStorage();
    applyViewMode('?platform_type=mobile', document, storage);
    equal(document.documentElement.dataset['view'], 'mobile');
    applyViewMode('', document, storage);
    equal(document.documentElement.dataset['view'], 'mobile', 'the next page keeps it');
    applyViewMode('?platform_type=desktop', document, storage);
    equal(document.documentElement.dataset['view'], 'desktop');
    storage.setItem('kk.viewMode', '{broken');
    applyViewMode('', document, storage);
    equal(document.documentElement.dataset['view'], undefined, 'Chromium on Linux is not iPad-like: the layout follows the width');
  });
});
