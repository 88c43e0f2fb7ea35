import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from './page-heading';
import { FormattedMessage } from 'react-intl';

/** Stands in for a page a later piece of work builds: it names the page, inside the shell. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>{title}</PageHeading>
      <Typography sx={{ mt: 2, maxWidth: 640 }}>
        <FormattedMessage id="common.placeholder.body" />
      </Typography>
    </Container>
  );
}
