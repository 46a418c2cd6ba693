import { brandColors, MOUNTAIN_PATH } from '@/lib/site/brand-icons';
import { OG_IMAGE_SIZE, type OgCard as OgCardData } from '@/lib/seo/og';

// Markup for satori (lib/seo/og-image.tsx), not for the browser: inline styles only, and every element with more
// than one child is an explicit flex container.

const FOREST_900 = '#12402e';
const FOREST_950 = '#08241a';
const FOREST_700 = '#186241';
const FOREST_100 = '#d8f3e1';

/** The brand tile: the amber square with the mountain glyph. */
function BrandTile({ size, radius }: { size: number; radius: number }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: radius,
        background: brandColors.tile,
      }}
    >
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24">
        <path
          d={MOUNTAIN_PATH}
          fill="none"
          stroke={brandColors.glyph}
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

/** Long guide titles step down in size so they always fit in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 80;
  if (title.length <= 48) return 68;
  return 56;
}

export function OgCard({ card, host }: { card: OgCardData; host: string }) {
  const { width, height } = OG_IMAGE_SIZE;
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width,
        height,
        // The padding is inside the card's size (satori's default is content-box).
        boxSizing: 'border-box',
        padding: '64px 72px 40px',
        background: `linear-gradient(135deg, ${FOREST_900} 0%, ${FOREST_950} 100%)`,
        color: 'white',
        fontFamily: 'Plus Jakarta Sans',
      }}
    >
      {/* Brand artwork: a low sun and two ridges of the volcanoes around Bandung. */}
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ position: 'absolute', top: 0, left: 0 }}
      >
        <circle cx="1010" cy="170" r="92" fill={brandColors.tile} opacity="0.9" />
        <path
          d="M0 520 L260 340 L420 450 L640 250 L900 470 L1040 380 L1200 470 L1200 630 L0 630 Z"
          fill={FOREST_700}
          opacity="0.55"
        />
        <path
          d="M0 600 L180 500 L380 580 L600 440 L820 560 L1000 480 L1200 570 L1200 630 L0 630 Z"
          fill={brandColors.theme}
        />
      </svg>

      {/* Positioned, so it is painted above the (positioned) artwork, as in CSS. */}
      <div style={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 20 }}>
        <BrandTile size={64} radius={16} />
        <div style={{ display: 'flex', fontSize: 36, fontWeight: 800, letterSpacing: -0.5 }}>
          Explore Bandung
        </div>
      </div>

      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          marginTop: 64,
          maxWidth: 900,
        }}
      >
        <div
          style={{
            display: 'flex',
            alignSelf: 'flex-start',
            padding: '8px 20px',
            borderRadius: 999,
            background: brandColors.tile,
            color: FOREST_950,
            fontSize: 24,
            fontWeight: 800,
            textTransform: 'uppercase',
            letterSpacing: 2,
          }}
        >
          {card.kicker}
        </div>
        <div
          style={{
            // A block, so that lineClamp applies: a title never runs into the host line below.
            display: 'block',
            lineClamp: 3,
            marginTop: 28,
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: -1.5,
          }}
        >
          {card.title}
        </div>
      </div>

      <div
        style={{
          position: 'relative',
          display: 'flex',
          // At the foot of the card, whatever the title's height.
          marginTop: 'auto',
          fontSize: 26,
          fontWeight: 600,
          color: FOREST_100,
        }}
      >
        {host}
      </div>
    </div>
  );
}

/** A square app icon: full-bleed amber with the mountain, so platforms can apply their own mask. */
export function BrandIconImage({ size }: { size: number }) {
  return <BrandTile size={size} radius={0} />;
}
