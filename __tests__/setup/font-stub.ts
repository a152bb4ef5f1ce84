const font = { variable: 'font-stub', className: 'font-stub', style: { fontFamily: 'sans-serif' } };
export const GeistSans = font;
export const GeistMono = font;
