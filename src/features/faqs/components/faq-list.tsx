import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import type { Faq } from '../types';

/**
 * SPEC.md "FAQ page" and "FAQ items": accordion items, each expanded or collapsed, and an
 * Expand all link that becomes Collapse all when every item is expanded.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const allExpanded = faqs.length > 0 && faqs.every((faq) => expanded.has(faq.id));

  const toggle = (id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  if (faqs.length === 0) {
    return (
      <Typography sx={{ mt: 3 }}>
        There are no questions to show here yet. Please check back soon.
      </Typography>
    );
  }

  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
        <Link
          component="button"
          type="button"
          onClick={() => setExpanded(allExpanded ? new Set() : new Set(faqs.map((faq) => faq.id)))}
          sx={{ fontWeight: 700, fontSize: '1rem' }}
        >
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </Link>
      </Box>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          expanded={expanded.has(faq.id)}
          onChange={() => toggle(faq.id)}
          disableGutters
          elevation={0}
          // A closed answer is not rendered (or sanitised) until it opens: a long FAQ list
          // otherwise doubled the page's first render on a phone.
          slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
          sx={{
            border: 1,
            borderColor: 'divider',
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&::before': { display: 'none' },
            '&:first-of-type': { borderTopLeftRadius: 12, borderTopRightRadius: 12 },
            '&:last-of-type': { borderBottomLeftRadius: 12, borderBottomRightRadius: 12 },
          }}
        >
          <AccordionSummary
            expandIcon={<ChevronDownIcon />}
            sx={{ px: { xs: 2, md: 3 }, py: 1, '& .MuiAccordionSummary-content': { my: 1.5 } }}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.075rem' }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}>
            <SafeHtml html={faq.answer} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
