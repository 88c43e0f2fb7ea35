import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from './page-heading';

/** Stands in for a page a later piece of work builds: it names the page, inside the shell. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>{title}</PageHeading>
      <Typography sx={{ mt: 2, maxWidth: 640 }}>
        This page is on its way. Everything else on RetireWell is ready to use in the meantime.
      </Typography>
    </Container>
  );
}
