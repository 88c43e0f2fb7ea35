import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function CatalogSpinner() {
  return <Spinner label={useIntl().formatMessage({ id: 'common.loading' })} />;
}

/**
 * The page's loading state. With a `label` it needs no catalog (the start-up loader, shown
 * before one is in); without, it is named in the page's language.
 */
export function PageLoader({ label }: { label?: string }) {
  return label ? <Spinner label={label} /> : <CatalogSpinner />;
}
