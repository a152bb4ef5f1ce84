// next/font only works inside the Next compiler; components under test just need the class names.
export const sans = { variable: 'font-stub', className: 'font-stub', style: { fontFamily: 'sans-serif' } };
