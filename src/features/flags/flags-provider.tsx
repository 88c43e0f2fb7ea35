import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RuntimeEnv } from '@/config/env';
import { DEVELOPMENT_KEY } from '@/config/env';
import { logger } from '@/lib/logger';
import { useAppDispatch } from '@/app/hooks';
import {
  flagAudienceAttributes,
  type FlagAudience,
  type FlagAudienceAttributes,
  type FlagContext,
} from './flag-context';
import { FLAG_KEYS, flagsLoaded, type FlagValues } from './flags-slice';

/** The audience is the store's company, segment and persona: the flags are evaluated for it. */
export type FlagsProvider = (props: FlagAudience & { children: ReactNode }) => ReactNode;

const DEFAULT_FLAG_TIMEOUT_MS = 2_000;

/** Without a flag service the app runs on the defaults (and QA overrides). */
export const NoFlagService: FlagsProvider = ({ children }) => children;

function knownFlags(flags: Record<string, unknown>): Partial<FlagValues> {
  const values: Partial<FlagValues> = {};
  for (const key of FLAG_KEYS) {
    const value = flags[key];
    if (typeof value === 'boolean') values[key] = value;
  }
  return values;
}

const AUDIENCE_ATTRIBUTES = ['company', 'segment', 'animal'] as const;

function changedAttributes(
  before: FlagAudienceAttributes,
  after: FlagAudienceAttributes,
): Partial<FlagAudienceAttributes> {
  const changed: Partial<FlagAudienceAttributes> = {};
  for (const name of AUDIENCE_ATTRIBUTES) {
    if (before[name] !== after[name]) changed[name] = after[name];
  }
  return changed;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => {
      reject(new Error(`Flag service gave no answer within ${String(ms)} ms`));
    }, ms);
  });
}

/**
 * Starts the flag service before the first render (SPEC.md "Startup": the app renders only
 * after it initialises). With the development client id nothing is loaded or requested. A
 * service that fails, hangs or is slow never blocks the app: it renders with the defaults.
 */
export async function loadFlagsProvider(
  env: RuntimeEnv,
  context: FlagContext,
): Promise<FlagsProvider> {
  if (env.featureFlagClientId === DEVELOPMENT_KEY) return NoFlagService;
  const timeoutMs = env.featureFlagTimeoutMs ?? DEFAULT_FLAG_TIMEOUT_MS;
  try {
    const sdk = await Promise.race([import('launchdarkly-react-client-sdk'), timeout(timeoutMs)]);
    const LDProvider = await Promise.race([
      sdk.asyncWithLDProvider({
        clientSideID: env.featureFlagClientId,
        context,
        timeout: timeoutMs / 1000,
        options: {
          ...(env.featureFlagBaseUrl
            ? {
                baseUrl: env.featureFlagBaseUrl,
                eventsUrl: env.featureFlagBaseUrl,
                streamUrl: env.featureFlagBaseUrl,
              }
            : {}),
          streaming: false,
          sendEvents: false,
          fetchGoals: false,
          diagnosticOptOut: true,
          // The SDK's own console output would read as app errors; route it to our logger.
          logger: {
            debug: () => undefined,
            info: () => undefined,
            warn: (message: string) => {
              logger.warn(`Flag service: ${message}`);
            },
            error: (message: string) => {
              logger.error(`Flag service: ${message}`);
            },
          },
        },
      }),
      timeout(timeoutMs + 500),
    ]);
    const Bridge = ({ companyId, segment, animal }: FlagAudience) => {
      const flags = sdk.useFlags();
      const client = sdk.useLDClient();
      const dispatch = useAppDispatch();
      useEffect(() => {
        dispatch(flagsLoaded(knownFlags(flags)));
      }, [dispatch, flags]);
      const attributes = useMemo(
        () => flagAudienceAttributes({ companyId, segment, animal }),
        [companyId, segment, animal],
      );
      // Only a change counts, attribute by attribute: at start-up the store may still hold the
      // last visit's company while the client was started for the page's own.
      const shown = useRef(attributes);
      const identified = useRef(context);
      useEffect(() => {
        const changed = changedAttributes(shown.current, attributes);
        shown.current = attributes;
        if (!client) return;
        const next = { ...identified.current, ...changed };
        if (AUDIENCE_ATTRIBUTES.every((name) => next[name] === identified.current[name])) return;
        identified.current = next;
        // A failure keeps the last profile's values, as at start-up the defaults stay.
        client.identify(next).catch((error: unknown) => {
          logger.warn('Feature flags not updated for the visitor profile', {
            error: error instanceof Error ? error.message : String(error),
          });
        });
      }, [client, attributes]);
      return null;
    };
    return ({ children, ...audience }) => (
      <LDProvider>
        <Bridge {...audience} />
        {children}
      </LDProvider>
    );
  } catch (error) {
    logger.warn('Feature flags unavailable; using defaults', {
      error: error instanceof Error ? error.message : String(error),
    });
    return NoFlagService;
  }
}
