// Marks a link to a section of the same page that also moves the focus into it (followSectionLinks).
export const sectionLinkAttribute = 'data-section-link';
