'use client';

import { useEffect } from 'react';
import { cacheWebFont } from '@/lib/web-font';

/** After hydration, fetches the web font for the visitor's next page (lib/web-font.ts). */
export function WebFontCache({ family }: { family: string }) {
  useEffect(() => {
    void cacheWebFont(document.fonts, family);
  }, [family]);
  return null;
}
