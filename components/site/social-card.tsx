import { ImageResponse } from 'next/og';
import { socialImageSize } from '@/lib/site/seo';
import { profile } from '@/lib/site/site-content';

interface SocialCardProps {
  eyebrow: string;
  title: string;
  /** Her portrait, as a `data:` address, when her profile has one: it sits beside her name. */
  portrait?: string;
}

/** The 1200 x 630 share image for a page, rendered once at build time. */
export function renderSocialCard({ eyebrow, title, portrait }: SocialCardProps) {
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
      {/* Her name and tagline stay apart however long each is: the tagline wraps rather than meet the name. */}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 48,
          fontSize: 30,
        }}
      >
        {portrait ? (
          <div style={{ display: 'flex', alignItems: 'center', flexShrink: 0, color: '#64245a' }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn into the PNG, never a page */}
            <img
              src={portrait}
              alt=""
              width={72}
              height={72}
              style={{ borderRadius: 36, objectFit: 'cover', marginRight: 24 }}
            />
            {profile.name}
          </div>
        ) : (
          <div style={{ display: 'flex', flexShrink: 0, color: '#64245a' }}>{profile.name}</div>
        )}
        <div
          style={{
            display: 'flex',
            flexShrink: 1,
            justifyContent: 'flex-end',
            textAlign: 'right',
            color: '#5b5166',
          }}
        >
          {profile.tagline}
        </div>
      </div>
    </div>,
    socialImageSize,
  );
}
