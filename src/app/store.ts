import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { animalReducer, restoreAnimal } from '@/features/animal/animal-slice';
import { articlesReducer, restoreArticles } from '@/features/articles/articles-slice';
import { calculatorReducer, restoreCalculator } from '@/features/calculator/calculator-slice';
import { companyReducer, restoreCompany } from '@/features/company/company-slice';
import { quizAnswersReducer, restoreQuizAnswers } from '@/features/quiz/quiz-answers-slice';
import { loaderReducer } from '@/features/ui/loader-slice';
import { errorReducer } from '@/features/ui/error-slice';
import { flagsReducer } from '@/features/flags/flags-slice';
import { restoreUser, userReducer } from '@/features/user/user-slice';
import { persistStorage, STORAGE_KEYS, writeObject } from '@/lib/storage';

const rootReducer = combineReducers({
  user: userReducer,
  company: companyReducer,
  quizAnswers: quizAnswersReducer,
  animal: animalReducer,
  articles: articlesReducer,
  calculator: calculatorReducer,
  loader: loaderReducer,
  error: errorReducer,
  flags: flagsReducer,
});

type RootReducerState = ReturnType<typeof rootReducer>;
export type RootState = RootReducerState & PersistPartial;

/**
 * The persisted slices (SPEC.md "Startup") and how each is validated on the way back in:
 * session storage may hold anything, and a slice that does not parse keeps its initial state.
 */
const restorers = {
  user: restoreUser,
  company: restoreCompany,
  quizAnswers: restoreQuizAnswers,
  animal: restoreAnimal,
  calculator: restoreCalculator,
  articles: restoreArticles,
} satisfies Partial<Record<keyof RootReducerState, (raw: unknown) => unknown>>;

export const PERSIST_VERSION = 1;

function reconcile(inbound: unknown, _original: unknown, reduced: RootReducerState) {
  if (typeof inbound !== 'object' || inbound === null) return reduced;
  const next = { ...reduced };
  const stored = inbound as Record<string, unknown>;
  for (const [key, restore] of Object.entries(restorers)) {
    const value = restore(stored[key]);
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

const persistConfig: PersistConfig<RootReducerState> = {
  key: STORAGE_KEYS.reduxStore,
  // SPEC.md names the session key `redux-store` exactly; redux-persist 6 only allows that this way.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  keyPrefix: '',
  storage: persistStorage('session'),
  version: PERSIST_VERSION,
  whitelist: Object.keys(restorers),
  // A stored state from another version is dropped rather than guessed at.
  migrate: (state: PersistedState) => {
    const stored = state as { _persist?: { version?: unknown } } | undefined;
    return Promise.resolve(stored?._persist?.version === PERSIST_VERSION ? state : undefined);
  },
  stateReconciler: reconcile as PersistConfig<RootReducerState>['stateReconciler'],
};

// redux-persist's typings predate Redux 5's three-parameter Reducer, which erases the state type
// to any; restate it.
const persistedReducer = persistReducer(persistConfig, rootReducer) as Reducer<RootState>;

export function createStore() {
  const store = configureStore({
    reducer: persistedReducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  syncLocalStorage(store);
  return store;
}

/**
 * Local storage keeps what outlives the tab (SPEC.md section 3): the user profile (language and
 * segment) and the retirement data (user, company id, and quiz answers for a return visit).
 */
function syncLocalStorage(store: {
  getState: () => RootState;
  subscribe: (fn: () => void) => unknown;
}) {
  let last: Pick<RootState, 'user' | 'company' | 'quizAnswers'> | undefined;
  let lastOverrides: RootState['flags']['overrides'] | undefined;
  store.subscribe(() => {
    const { user, company, quizAnswers, flags, _persist } = store.getState();
    if (!_persist.rehydrated) return;
    // The first pass also rewrites whatever malformed value storage held.
    if (lastOverrides !== flags.overrides) {
      writeObject('local', STORAGE_KEYS.flagOverrides, flags.overrides);
    }
    lastOverrides = flags.overrides;
    if (
      last &&
      last.user === user &&
      last.company === company &&
      last.quizAnswers === quizAnswers
    ) {
      return;
    }
    if (!last || last.user.language !== user.language || last.user.segment !== user.segment) {
      writeObject('local', STORAGE_KEYS.userProfile, {
        language: user.language,
        segment: user.segment,
      });
    }
    writeObject('local', STORAGE_KEYS.retirement, {
      user,
      company: { config: { companyId: company.companyId } },
      quizAnswers,
    });
    last = { user, company, quizAnswers };
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export function createPersistor(store: AppStore) {
  return persistStore(store);
}
