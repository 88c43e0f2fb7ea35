import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageHeading } from '@/components/page-heading';
import { SmartLink } from '@/components/smart-link';
import { NOT_FOUND_MOBILE_BREAKPOINT } from '@/config/constants';
import { paths } from '@/config/routes';
import { useCompany } from '../layout/use-company';

export const NOT_FOUND_HEADING = 'Hmm ... looks like this page is already enjoying its retirement.';

export function NotFoundPage() {
  const { companyId } = useCompany();
  return (
    <Container sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Box component="picture" sx={{ display: 'block', mb: 4 }}>
        <source
          media={`(min-width: ${String(NOT_FOUND_MOBILE_BREAKPOINT)}px)`}
          srcSet="/images/not-found/retired-desktop.svg"
          width={960}
          height={360}
        />
        <Box
          component="img"
          src="/images/not-found/retired-mobile.svg"
          alt="A hammock between two palm trees on a quiet beach at sunset"
          width={480}
          height={360}
          sx={{ width: '100%', maxWidth: 960, height: 'auto', borderRadius: 4 }}
        />
      </Box>
      <PageHeading sx={{ maxWidth: 720, mx: 'auto' }}>{NOT_FOUND_HEADING}</PageHeading>
      <SmartLink href={paths.companyRoot(companyId)} variant="button" size="large" sx={{ mt: 4 }}>
        Return to homepage
      </SmartLink>
    </Container>
  );
}
