/** Phones (as section-nav.module.css): a page's sections are a list on a page of their own, not tabs. */
export const phoneQuery = '(max-width: 599px)';
