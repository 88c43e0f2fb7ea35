import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useContentAudience } from '@/app/hooks';
import { QuerySection } from '@/components/query-section';
import { SmartLink } from '@/components/smart-link';
import { companyQueries } from '../api/company-queries';
import { FormattedMessage } from 'react-intl';
import { Picture } from '@/components/picture';

/** The company's plan documents and links (SPEC.md "company links"), when it has any. */
export function CompanyLinks() {
  const { companyId, language } = useContentAudience();
  const links = useQuery(companyQueries.links({ companyId, language }));
  return (
    <QuerySection query={links}>
      {({ count, links: list }) =>
        count > 0 &&
        list.length > 0 && (
          <Box component="section" aria-labelledby="links-heading" sx={{ mt: { xs: 5, md: 7 } }}>
            <Typography id="links-heading" component="h2" variant="h2" sx={{ mb: 2.5 }}>
              <FormattedMessage id="company.links.heading" />
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
            >
              {list.map((link) => {
                const image = link.imagePath;
                return (
                  <li key={`${link.linkName}-${link.link}`}>
                    <SmartLink
                      href={link.link}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 1.5,
                        py: 1.5,
                        px: 2,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: '12px',
                        bgcolor: 'background.paper',
                        fontWeight: 600,
                      }}
                    >
                      {image && (
                        <Picture
                          loading="lazy"
                          src={image}
                          fallback={null}
                          alt=""
                          width={32}
                          height={32}
                          // A CMS picture of any shape fits the square undistorted.
                          sx={{ display: 'block', objectFit: 'contain' }}
                        />
                      )}
                      {link.linkName}
                    </SmartLink>
                  </li>
                );
              })}
            </Box>
          </Box>
        )
      }
    </QuerySection>
  );
}
