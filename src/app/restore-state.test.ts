import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialUserState } from '@/features/user/user-slice';
import { readStartupSeed } from '@/features/user/startup';
import { persistStore, restoreState, SESSION_VERSION } from './persistence';
import { createStore } from './store';

const at = (url: string) => new URL(url, 'http://localhost');
const restoreAt = (url: string) => restoreState(readStartupSeed(at(url)));

function keepSession(copy: Record<string, unknown>) {
  window.sessionStorage.setItem('redux-store', JSON.stringify(copy));
}

const foxUser = {
  ...initialUserState,
  animal: 'fox',
  lastQuizTakeDate: '2026-10-01T12:00:00.000Z',
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('restoring the tab from its session copy', () => {
  it('takes up a copy of this version', () => {
    keepSession({ version: SESSION_VERSION, user: foxUser });
    expect(restoreAt('/retirement/generic').user?.animal).toBe('fox');
  });

  it('drops a copy another version wrote, rather than guess at its shape', () => {
    keepSession({ version: SESSION_VERSION - 1, user: foxUser });
    expect(restoreAt('/retirement/generic').user?.animal).toBeNull();
    keepSession({ user: foxUser });
    expect(restoreAt('/retirement/generic').user?.animal).toBeNull();
  });

  it("lets a QA link's uid win over the one the tab was opened with", () => {
    keepSession({ version: SESSION_VERSION, user: { ...initialUserState, uid: 'someone-else' } });
    expect(restoreAt('/retirement/generic?uid=qa').user?.uid).toBe('qa');
    expect(restoreAt('/retirement/generic').user?.uid).toBe('someone-else');
  });
});

describe("QA's flag overrides", () => {
  it("apply to QA's visit only: a participant's visit in the same browser gets the service's flags", () => {
    window.localStorage.setItem(
      'retirewellFlagOverrides',
      JSON.stringify({ enableEmailMyActionPlan: true }),
    );
    expect(restoreAt('/retirement/generic?uid=qa').flags?.overrides).toEqual({
      enableEmailMyActionPlan: true,
    });
    window.sessionStorage.clear();
    expect(restoreAt('/retirement/generic').flags?.overrides).toEqual({});
  });
});

describe('writing the store back', () => {
  it('saves the segment a link gave to the user profile, for the next visit without it', () => {
    stop = persistStore(createStore(restoreAt('/retirement/generic?s=k')));
    expect(JSON.parse(window.localStorage.getItem('userProfile') ?? '{}')).toMatchObject({
      segment: 'k',
    });
    stop();
    stop = undefined;
    expect(restoreAt('/retirement/generic').user?.segment).toBe('k');
  });

  it('re-reads the quiz only when the back/forward cache brings the page back', () => {
    const store = createStore(restoreAt('/retirement/generic'));
    stop = persistStore(store);
    const saved = JSON.stringify({
      user: foxUser,
      company: { config: { companyId: 'generic' } },
      quizAnswers: { answers: [] },
    });
    window.localStorage.setItem('retirement', saved);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(store.getState().user.animal).toBeNull();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(store.getState().user.animal).toBe('fox');
  });
});
