// GET /manifest.webmanifest: the web app manifest of the business this host serves, in the member's language.
import { DEFAULT_LOCALE } from '@loyalty/contract/constants';
import { toBcp47 } from '@/lib/locale';
import { getPageContext } from '@/server/page-context';
import { PWA_ICON_VARIANTS, pwaIconPath, shortAppName } from '../pwa-icon/[variant]/pwa-icon';

export async function GET(): Promise<Response> {
  const { configuration, language, translation } = await getPageContext();
  const name = configuration?.businessName ?? 'Loyalty';
  const description =
    translation?.['meta.description']?.replace('{{businessName}}', name) ?? `${name} - Customer Portal`;
  const manifest = {
    id: '/',
    name,
    short_name: shortAppName(name),
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    dir: language.direction,
    lang: toBcp47(language.code || DEFAULT_LOCALE),
    theme_color: configuration?.themeStyle.primaryColor ?? '#1d4ed8',
    background_color: configuration?.defaultTheme === 'dark' ? '#0b1120' : '#ffffff',
    icons: PWA_ICON_VARIANTS.filter((variant) => variant.inManifest).map((variant) => ({
      src: pwaIconPath(variant.name),
      sizes: `${variant.size}x${variant.size}`,
      type: 'image/png',
      purpose: variant.maskable ? 'maskable' : 'any',
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      // Per business (host) and language (cookie): kept by this browser only.
      'cache-control': 'private, max-age=600',
    },
  });
}
