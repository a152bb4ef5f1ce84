import { ImageResponse } from 'next/og';
import { socialImageSize } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

interface SocialCardProps {
  eyebrow: string;
  title: string;
}

/** The 1200 x 630 share image for a page, rendered once at build time. */
export function renderSocialCard({ eyebrow, title }: SocialCardProps) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: '#fbf7f2',
        color: '#221a2b',
        padding: '72px 80px',
        borderLeft: '28px solid #64245a',
      }}
    >
      <div
        style={{
          display: 'flex',
          fontSize: 30,
          letterSpacing: 4,
          textTransform: 'uppercase',
          color: '#a63d24',
        }}
      >
        {eyebrow}
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 60 ? 60 : 72, lineHeight: 1.1, maxWidth: 980 }}>
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 30 }}>
        <div style={{ display: 'flex', color: '#64245a' }}>{siteConfig.name}</div>
        <div style={{ display: 'flex', color: '#5b5166' }}>{siteConfig.tagline}</div>
      </div>
    </div>,
    socialImageSize,
  );
}
