import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

export function PageLoader({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', py: 8 }}>
      <CircularProgress aria-label={label ?? intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}
