/** The kind of a page whose SEO block text the content service keeps (server/content/seed/seo-texts.ts). */

export function pageKindOf(route: { name: string; app: string | null }, params: Readonly<Record<string, string>>): string {
  switch (route.name) {
    case 'home':
      return 'home';
    case 'sports':
      if (params['champ']) return 'championship';
      if (params['sport']) return 'sport';
      return params['section'] === 'live' ? 'live' : 'line';
    case 'sports-game':
      return 'event';
    case 'slots-game':
    case 'live-casino-game':
      return 'casino-game';
  }
  if (route.app === 'casino') return 'casino';
  if (route.app === 'promotions') return 'promotions';
  if (route.app === 'information') return 'information';
  return 'default';
}
