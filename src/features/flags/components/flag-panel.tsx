import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CloseIcon } from '@/components/icons';
import {
  FLAG_DEFINITIONS,
  FLAG_KEYS,
  type FlagKey,
  type FlagValues,
  flagOverridden,
  selectCompanySetting,
  selectIsOverridden,
  selectServiceFlag,
} from '../flags-slice';

function overriddenLabel(serviceValue: boolean, companySetting: boolean | undefined) {
  const service = `service: ${serviceValue ? 'on' : 'off'}`;
  return companySetting === true
    ? `Overridden (${service}, company: on)`
    : `Overridden (${service})`;
}

function FlagRow({ flag, companySetting }: { flag: FlagKey; companySetting?: boolean }) {
  const dispatch = useAppDispatch();
  // What the app does with the flag: a company's config can turn a flag on by itself.
  const value = useAppSelector((state) => selectCompanySetting(state, flag, companySetting));
  const overridden = useAppSelector((state) => selectIsOverridden(state, flag));
  const serviceValue = useAppSelector((state) => selectServiceFlag(state, flag));
  const labelId = useId();
  const descriptionId = useId();
  const toggle = useRef<HTMLInputElement>(null);
  const { label, description } = FLAG_DEFINITIONS[flag];
  return (
    <Stack component="li" sx={{ gap: 0.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={labelId} sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Switch
          checked={value}
          onChange={(event) => {
            dispatch(flagOverridden({ key: flag, value: event.target.checked }));
          }}
          slotProps={{
            input: { ref: toggle, 'aria-labelledby': labelId, 'aria-describedby': descriptionId },
          }}
        />
      </Stack>
      <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
        {description} <code>{flag}</code>
      </Typography>
      {/* Wraps: on a phone the reset button goes below a long status instead of off screen. */}
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          minHeight: 36,
          '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
          '& .MuiChip-label': { whiteSpace: 'normal' },
        }}
      >
        {overridden ? (
          <>
            <Chip
              size="small"
              color="warning"
              label={overriddenLabel(serviceValue, companySetting)}
            />
            <Button
              size="small"
              onClick={() => {
                dispatch(flagOverridden({ key: flag, value: null }));
                // This button goes with the override: the keyboard stays on the flag it reset.
                toggle.current?.focus();
              }}
            >
              Reset {label}
            </Button>
          </>
        ) : (
          <Chip
            size="small"
            variant="outlined"
            label={
              companySetting === true && !serviceValue
                ? 'On in the company’s config'
                : 'From the flag service'
            }
          />
        )}
      </Stack>
    </Stack>
  );
}

/** QA's flag switches; overrides persist in this browser. */
export function FlagPanel({
  companySettings,
  onClose,
}: {
  companySettings: Partial<FlagValues>;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          lang: 'en',
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 }, p: 3 },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h2" variant="h3">
          Feature flags
        </Typography>
        <IconButton aria-label="Close feature flags" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Overrides apply in this browser only and stay until you reset them.
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {FLAG_KEYS.map((flag) => (
          <FlagRow key={flag} flag={flag} companySetting={companySettings[flag]} />
        ))}
      </Stack>
    </Drawer>
  );
}
