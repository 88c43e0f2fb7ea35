import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useContentAudience } from '@/app/hooks';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/routes';
import { useFaqs } from '../use-faqs';
import { FaqList } from './faq-list';
import { FormattedMessage } from 'react-intl';

/** The first few FAQs this participant would see on the FAQ page. */
const TOP_FAQ_COUNT = 3;

/** The Resources & FAQs page's FAQ section: the top questions, and where to find the rest. */
export function TopFaqs({ showContactUs }: { showContactUs: boolean }) {
  const { companyId } = useContentAudience();
  const faqs = useFaqs(TOP_FAQ_COUNT);
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="faq-heading" component="h2" variant="h2" sx={{ mb: 2.5 }}>
        <FormattedMessage id="faqs.top.heading" />
      </Typography>
      <Typography sx={{ maxWidth: 680, color: 'text.secondary' }}>
        <FormattedMessage id="faqs.top.intro" />
      </Typography>
      <FaqList
        query={faqs}
        pending={<Skeleton variant="rounded" height={180} sx={{ mt: 3 }} />}
        headingLevel="h3"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <SmartLink href={paths.faqs(companyId)} variant="button" buttonVariant="outlined">
          <FormattedMessage id="faqs.top.seeAll" />
        </SmartLink>
        {showContactUs && (
          <SmartLink href={paths.contactUs(companyId)} variant="button" buttonVariant="text">
            <FormattedMessage id="faqs.top.contactUs" />
          </SmartLink>
        )}
      </Box>
    </Box>
  );
}
