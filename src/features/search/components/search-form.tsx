import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/routes';
import { sxList } from '@/components/sx-list';
import { loadSearchEngine } from '../search-engine';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * A search landmark with the labelled field: submitting opens /{company}/search?q=... . Focus
 * starts loading the search library, so results come sooner once submitted.
 */
export function SearchForm({
  companyId,
  name,
  defaultQuery = '',
  focusOnMount,
  onEscape,
  sx,
}: {
  companyId: string;
  /** The landmark's name: the header's form and the search page's must differ. */
  name: string;
  defaultQuery?: string;
  /** Where the field was opened at the user's request (the narrow screens' search button). */
  focusOnMount?: boolean;
  onEscape?: () => void;
  sx?: SxProps<Theme>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const query = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (query) void navigate(paths.search(companyId, query));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={name}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 999,
          pl: 2,
          bgcolor: 'background.paper',
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        },
        ...sxList(sx),
      ]}
    >
      <label htmlFor={inputId}>
        <VisuallyHidden>
          <FormattedMessage id="search.form.fieldLabel" />
        </VisuallyHidden>
      </label>
      <InputBase
        id={inputId}
        name="q"
        type="search"
        defaultValue={defaultQuery}
        inputRef={input}
        placeholder={intl.formatMessage({ id: 'search.form.placeholder' })}
        autoComplete="off"
        onFocus={() => {
          loadSearchEngine().catch(() => undefined);
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          '& input::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <IconButton
        type="submit"
        aria-label={intl.formatMessage({ id: 'search.form.submit' })}
        sx={{ color: 'primary.main' }}
      >
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
