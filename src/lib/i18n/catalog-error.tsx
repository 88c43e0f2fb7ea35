import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Language } from '@/config/site';

/**
 * SPEC.md's default user message and the retry button's name, as the catalogs word them
 * (common.error.default, common.error.tryAgain): shown when no catalog could load, they cannot
 * come from one.
 */
const CATALOG_ERROR_TEXT: Record<Language, { message: string; retry: string }> = {
  'en-US': {
    message: "We're sorry, an error has occurred. Please try again later.",
    retry: 'Try again',
  },
  'es-US': {
    message: 'Lo sentimos, ocurrió un error. Vuelva a intentarlo más tarde.',
    retry: 'Intentar de nuevo',
  },
};

/**
 * The whole page when no catalog could load: laid out as the app's error screen
 * (app/layout/fallback-screen.tsx), which needs a catalog. It shows outside the company theme,
 * as the start-up loader does.
 */
export function CatalogError({ language, onRetry }: { language: Language; onRetry: () => void }) {
  const text = CATALOG_ERROR_TEXT[language];
  return (
    <Container component="main" lang={language} sx={{ py: 10 }}>
      <Box role="alert" sx={{ maxWidth: 640 }}>
        <Typography variant="h5" component="h1">
          {text.message}
        </Typography>
      </Box>
      <Button variant="contained" onClick={onRetry} sx={{ mt: 4 }}>
        {text.retry}
      </Button>
    </Container>
  );
}
