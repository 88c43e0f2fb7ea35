import Box from '@mui/material/Box';
import type { ElementType, ReactNode } from 'react';

/**
 * Content that came in another language than the page's (a CMS item not yet translated, which
 * the service sends in English marked `language: "en"`): wrapped with its lang, so a screen
 * reader pronounces it right (SPANISH.md "The switch"). Items in the page's language render as is.
 */
export function InLanguage({
  language,
  component = 'div',
  children,
}: {
  /** The item's language when the service marked it; undefined for the page's language. */
  language: string | undefined;
  component?: ElementType;
  children: ReactNode;
}) {
  if (!language) return children;
  return (
    <Box component={component} lang={language}>
      {children}
    </Box>
  );
}
