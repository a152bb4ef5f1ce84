'use client';

import { useEffect } from 'react';
import { cacheWebFont } from '@/lib/web-font';

/** After hydration, fetches the web font for the visitor's next page (lib/web-font.ts). */
export function WebFontCache({ fontFamily }: { fontFamily: string }) {
  useEffect(() => {
    void cacheWebFont(document.fonts, fontFamily);
  }, [fontFamily]);
  return null;
}
