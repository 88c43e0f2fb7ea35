import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths, SEARCH_QUERY_PARAM } from '@/config/routes';
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
  query = '',
  focusOnMount,
  onEscape,
  sx,
}: {
  companyId: string;
  /** The landmark's name: the header's form and the search page's must differ. */
  name: string;
  /** The query the results show: the field takes it whenever it changes. */
  query?: string;
  /** Where the field was opened at the user's request (the narrow screens' search button). */
  focusOnMount?: boolean;
  onEscape?: () => void;
  sx?: SxProps<Theme>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  // The query can change under a field that stays on screen (a search from the header, back or
  // forward): the field follows it without being rebuilt, which would drop the focus of someone
  // who has just searched from it.
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = value.trim();
    if (!next) return;
    // The search already shown, submitted again (Enter pressed twice, or once on a link that
    // writes the same query another way: "+" for a space, spaces around it): replacing it keeps
    // one history entry for it, so Back leaves the search instead of showing it again.
    const shown =
      location.pathname === paths.search(companyId) &&
      new URLSearchParams(location.search).get(SEARCH_QUERY_PARAM)?.trim() === next;
    void navigate(paths.search(companyId, next), { replace: shown });
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
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
        }}
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
