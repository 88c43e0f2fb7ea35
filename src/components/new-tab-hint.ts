/**
 * Marks the screen-reader words that say a link opens a new tab. Analytics names a link without
 * them: they are the app's words, in the page's language, not the link's.
 */
export const NEW_TAB_HINT_ATTRIBUTE = 'data-new-tab-hint';
