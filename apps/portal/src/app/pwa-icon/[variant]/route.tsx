// GET /pwa-icon/{192|512|maskable-512|apple-180}: a PNG icon of the business this host serves.
import { ImageResponse } from 'next/og';
import { getPageContext } from '@/server/page-context';
import { PWA_ICON_VARIANTS } from './pwa-icon';

export async function GET(_request: Request, context: { params: Promise<{ variant: string }> }) {
  const { variant: name } = await context.params;
  const variant = PWA_ICON_VARIANTS.find((candidate) => candidate.name === name);
  if (!variant) return new Response('Not found', { status: 404 });
  const { configuration } = await getPageContext();
  const businessName = configuration?.businessName ?? 'Loyalty';
  const style = configuration?.themeStyle ?? { primaryColor: '#1d4ed8', primaryForegroundColor: '#ffffff' };
  const { size } = variant;
  const initial = [...businessName.trim()][0]?.toUpperCase() ?? 'L';
  // A maskable icon is cut to a circle or squircle: its letter stays inside the central safe zone (80 %).
  const letter = Math.round(size * (variant.maskable ? 0.42 : 0.58));
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: style.primaryColor,
        color: style.primaryForegroundColor,
        fontSize: letter,
        fontWeight: 700,
        borderRadius: variant.maskable ? 0 : Math.round(size * 0.18),
      }}
    >
      {initial}
    </div>,
    { width: size, height: size },
  );
  image.headers.set('cache-control', 'public, max-age=86400');
  return image;
}
