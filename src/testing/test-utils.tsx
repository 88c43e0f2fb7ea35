import {
  act,
  render,
  screen,
  waitFor,
  type ByRoleMatcher,
  type ByRoleOptions,
  type waitForOptions,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { createApp } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import type { RootState } from '@/app/store';
import type { FlagsProvider } from '@/features/flags/flags-provider';
import { readStartupSeed, type StartupSeed } from '@/features/user/startup';
import { STORAGE_KEYS } from '@/lib/storage';

/** What tests read and drive of the router: the current location, and navigation. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
  /** The browser's Back button. */
  back: () => Promise<void>;
}

function RouterProbe({
  onChange,
}: {
  onChange: (location: Location, navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect runs in the same commit as the new page's DOM, so a test that has just found
  // that page never reads the previous location (a passive effect may run later).
  useLayoutEffect(() => {
    onChange(location, navigate);
  }, [location, navigate, onChange]);
  return null;
}

/**
 * Renders the real app (providers, routes, shell) at a URL with a fresh store and query client
 * (no retries), against the MSW handlers. Start-up reads the URL and storage as in the browser;
 * `preloadedState` starts the store from any state on top of that.
 */
export function renderApp(
  url = '/retirement',
  options: {
    seed?: Partial<StartupSeed>;
    preloadedState?: Partial<RootState>;
    flagsProvider?: FlagsProvider;
  } = {},
) {
  const location = new URL(url, 'http://localhost');
  const seed = { ...readStartupSeed(location), ...options.seed };
  const { store, queryClient } = createApp({
    seed,
    pathname: location.pathname,
    preloadedState: options.preloadedState,
    queryClientOptions: { retry: false },
  });
  let navigateTo: NavigateFunction | undefined;
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: async (to) => {
      await act(async () => {
        await navigateTo?.(to);
      });
    },
    back: async () => {
      await act(async () => {
        await navigateTo?.(-1);
      });
    },
  };
  const user = userEvent.setup();
  const view = render(
    <AppProvider store={store} queryClient={queryClient} flagsProvider={options.flagsProvider}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <RouterProbe
          onChange={(location, navigate) => {
            router.state.location = location;
            navigateTo = navigate;
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, store, router, queryClient, user };
}

/** The language a screen reader reads an element in: its nearest lang attribute's. */
export function readLanguage(element: HTMLElement): string | null {
  return element.closest('[lang]')?.getAttribute('lang') ?? null;
}

/**
 * A mouse click beside an open dialog's box, on the backdrop's part of the screen (MUI takes a
 * press on the dialog's container, around its box, for one on the backdrop).
 */
export async function clickBesideDialog(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
) {
  const container = screen
    .getAllByRole('presentation')
    .filter((element) => element.contains(dialog))
    .at(-1);
  if (!container) throw new Error('The dialog has no container');
  await user.click(container);
}

/** A participant whose stored profile says Spanish (the header switch stores it there). */
export function speakSpanish() {
  window.localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ language: 'es-US' }));
}

/** A phone's screen (390 px) for the next render: media queries answer for it (setup.ts). */
export function showPhoneScreen() {
  window.innerWidth = 390;
}

/**
 * `screen.findByRole` for an element a busy page brings: the wait, run at every change of the
 * page, skips the visibility check (each element's computed styles, most of a role query's cost:
 * on a loaded machine it outlasted the wait). The element found is then checked as a screen
 * reader meets it.
 */
export async function findByRoleCheaply(
  role: ByRoleMatcher,
  options: ByRoleOptions,
  waitOptions?: waitForOptions,
): Promise<HTMLElement> {
  await screen.findByRole(role, { ...options, hidden: true }, waitOptions);
  return waitFor(() => screen.getByRole(role, options));
}
