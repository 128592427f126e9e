/**
 * The icon sheet link (root-config/src/startup/icon-styles.ts): added once from the page's meta, with
 * its integrity; nothing for a page without the meta or with a foreign address.
 */
import { linkIconStyles, ICONS_META } from '../../root-config/src/startup/icon-styles';
import { equal } from '../support/assert';

function pageWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = ICONS_META;
    meta.content = content;
    meta.dataset['integrity'] = 'sha384-abc';
    doc.head.append(meta);
  }
  return doc;
}

describe('linkIconStyles', () => {
  it('links the named sheet once, with its integrity', () => {
    const doc = pageWith('/dist/ui/icons-0123456789.css');
    equal(linkIconStyles(doc), true);
    equal(linkIconStyles(doc), true);
    const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    equal(links.length, 1);
    equal(links[0]?.getAttribute('href'), '/dist/ui/icons-0123456789.css');
    equal(links[0]?.integrity, 'sha384-abc');
    equal(links[0]?.crossOrigin, 'anonymous');
  });

  it('links nothing without the meta or for an address outside /dist/ui/', () => {
    for (const doc of [pageWith(null), pageWith('https://evil.example/x.css'), pageWith('')]) {
      equal(linkIconStyles(doc), false);
      equal(doc.querySelectorAll('link').length, 0);
    }
  });
});
