import { DEFAULT_COMPANY_ID, SITE_VARIANTS } from '@/config/constants';
import {
  doneStepsSavedInAnotherTab,
  restoreActionPlan,
} from '@/features/action-plan/action-plan-slice';
import { restoreAnimal } from '@/features/animal/animal-slice';
import { restoreArticles } from '@/features/articles/articles-slice';
import { restoreCalculator } from '@/features/calculator/calculator-slice';
import { restoreCompany } from '@/features/company/company-slice';
import { isAllowListed } from '@/features/flags/flag-context';
import { initialFlagsState, restoreFlagOverrides } from '@/features/flags/flags-slice';
import { quizSavedInAnotherTab, restoreQuizAnswers } from '@/features/quiz/quiz-answers-slice';
import { answersNotSaved, answersSaved } from '@/features/ui/local-save-slice';
import {
  enrolmentSavedInAnotherTab,
  parseEnrollingCompanyIds,
  withEnrolment,
} from '@/features/user/enrolment-slice';
import { storedCompanyId, type StartupSeed } from '@/features/user/startup';
import {
  enrollingFollowedCompany,
  initialUserState,
  restoreUser,
  type UserState,
} from '@/features/user/user-slice';
import { parseObject, readObject, readString, STORAGE_KEYS, writeObject } from '@/lib/storage';
import type { AppStore, RootState } from './store';

/**
 * The one persistence path (DESIGN.md section 3): what storage holds is validated and becomes
 * the store's preloaded state when the store is created; one listener writes it back.
 *
 * Why not redux-persist: SPEC.md fixes the local keys and their shapes (`userProfile` holds
 * language and segment, `retirement` holds the user and company.config.companyId), which
 * redux-persist cannot write (it stores each slice as a JSON string beside a `_persist` entry),
 * and it restores after the store exists, through an action, so the first render would wait
 * for a gate instead of starting from the restored state.
 */

/** The format of the session copy; a copy of another version is dropped, not guessed at. */
export const SESSION_VERSION = 2;

/** The slices kept for the tab's session (SPEC.md "Startup"). */
type SessionState = Pick<
  RootState,
  'user' | 'company' | 'quizAnswers' | 'animal' | 'calculator' | 'articles'
>;

function readSession(): Record<string, unknown> {
  const stored = readObject('session', STORAGE_KEYS.reduxStore);
  return stored.version === SESSION_VERSION ? stored : {};
}

/**
 * The stored user a visit starts from: this tab's, else the last visit's, whose quiz is newer
 * when this tab's has no persona.
 */
function pickBaseUser(
  sessionUser: UserState | undefined,
  retirementUser: UserState | undefined,
): UserState {
  return (sessionUser?.animal ?? null) === null && retirementUser
    ? retirementUser
    : (sessionUser ?? initialUserState);
}

/**
 * What an earlier version kept of the enrolling sponsor, for a participant who has no saved
 * list yet (or a corrupted one): the tab's session copy named the sponsor; the stored user says
 * only whether the company it was saved with is that sponsor (SPEC.md).
 */
function legacyEnrollingCompanyIds(seed: StartupSeed): string[] {
  const session = readSession();
  const kept = session.enrollingCompanyId;
  if (typeof kept === 'string') return parseEnrollingCompanyIds({ companyIds: [kept] }) ?? [];
  if (kept === null) return [];
  const retirement = seed.storedRetirement;
  const retirementUser = restoreUser(retirement.user);
  const baseUser = pickBaseUser(restoreUser(session.user), retirementUser);
  if (!baseUser.isEnroll) return [];
  const retirementCompanyId = storedCompanyId(retirement);
  const savedWith =
    baseUser === retirementUser && retirementCompanyId !== undefined
      ? retirementCompanyId
      : restoreCompany(session.company)?.companyId;
  return parseEnrollingCompanyIds({ companyIds: [savedWith] }) ?? [];
}

/**
 * The sponsors whose enrolment e-mail (`e=1`) the participant is following. Enrolling is in
 * one sponsor's plan: another company's pages would offer its enrolment and enroll-only answers
 * to a participant already in its plan. The list is the participant's, like the quiz: every
 * tab keeps it in local storage, and the page's `e=` starts or ends its own company's.
 */
function restoreEnrollingCompanyIds(seed: StartupSeed): string[] {
  const stored =
    parseEnrollingCompanyIds(readObject('local', STORAGE_KEYS.enrollingSponsors)) ??
    legacyEnrollingCompanyIds(seed);
  return seed.isEnroll === undefined
    ? stored
    : withEnrolment(stored, seed.site.companyId, seed.isEnroll);
}

/**
 * The store's starting state: this tab's session copy, else what the last visit left in local
 * storage (a new tab picks up where the participant left), then what the page says now.
 */
export function restoreState(seed: StartupSeed): Partial<RootState> {
  const enrollingCompanyIds = restoreEnrollingCompanyIds(seed);
  const session = readSession();
  const retirement = seed.storedRetirement;

  const sessionUser = restoreUser(session.user);
  const retirementUser = restoreUser(retirement.user);
  const retirementAnswers = restoreQuizAnswers(retirement.quizAnswers);
  // The quiz is the participant's, whichever tab they used: local storage holds the last one any
  // tab saved, and an open tab takes each up (takeUpOtherTab). A tab the browser discarded, or
  // closed and restored, missed those saves: its session copy is older, and would be written
  // back over the quiz taken since.
  const savedQuiz =
    retirementUser && retirementAnswers
      ? { user: retirementUser, answers: retirementAnswers }
      : undefined;
  const baseUser = pickBaseUser(sessionUser, retirementUser);
  const { siteVariant, language } = seed.site;
  const sessionCompany = restoreCompany(session.company);
  const retirementCompanyId = storedCompanyId(retirement);
  const user: UserState = {
    ...baseUser,
    ...(savedQuiz && {
      animal: savedQuiz.user.animal,
      lastQuizTakeDate: savedQuiz.user.lastQuizTakeDate,
    }),
    domain: { siteVariant, domainName: SITE_VARIANTS[siteVariant].label },
    isEnroll: enrollingCompanyIds.includes(seed.site.companyId),
    language,
    segment: seed.segment,
    // Links inside the app drop the query string: the tab keeps the uid it was opened with. A
    // later visit does not, so a browser that once opened a QA link is not QA's for good.
    uid: seed.uid ?? sessionUser?.uid ?? null,
    isReturnVisit: seed.isReturnVisit,
  };

  const company =
    (sessionCompany?.companyId ?? DEFAULT_COMPANY_ID) === DEFAULT_COMPANY_ID &&
    retirementCompanyId !== undefined
      ? { companyId: retirementCompanyId }
      : sessionCompany;

  const sessionAnswers = restoreQuizAnswers(session.quizAnswers);
  const quizAnswers =
    savedQuiz?.answers ??
    (sessionAnswers?.answers.length ? sessionAnswers : (retirementAnswers ?? sessionAnswers));

  const state: Partial<RootState> = {
    user,
    enrolment: { companyIds: enrollingCompanyIds },
    // QA's overrides are QA's, like the uid: a participant's visit in a browser QA once used
    // gets the service's flags and the company's settings, and drops the overrides, which it
    // has no panel to see or reset.
    flags: initialFlagsState(
      isAllowListed(user.uid) ? restoreFlagOverrides(seed.storedFlagOverrides) : {},
    ),
  };
  const restored = {
    company,
    quizAnswers,
    animal: restoreAnimal(session.animal),
    calculator: restoreCalculator(session.calculator),
    articles: restoreArticles(session.articles),
    actionPlan: restoreActionPlan(
      readObject('local', STORAGE_KEYS.planProgress),
      quizAnswers?.answers ?? [],
    ),
  };
  for (const [key, value] of Object.entries(restored)) {
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return state;
}

function writeSession(state: RootState) {
  const session: SessionState & { version: number } = {
    version: SESSION_VERSION,
    user: state.user,
    company: state.company,
    quizAnswers: state.quizAnswers,
    animal: state.animal,
    calculator: state.calculator,
    articles: state.articles,
  };
  writeObject('session', STORAGE_KEYS.reduxStore, session);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Another tab of the site wrote a local key (the browser tells every other tab). The quiz and the
 * plan's progress are the participant's, whichever tab they used: this tab takes them up, so its
 * own next write does not put back what it started with. A key removed or cleared, or a value
 * that does not parse, changes nothing here.
 */
function takeUpOtherTab(store: AppStore, key: string | null, value: string | null | undefined) {
  const stored = parseObject(value);
  const state = store.getState();
  if (key === STORAGE_KEYS.retirement) {
    const quiz = restoreQuizAnswers(stored.quizAnswers);
    const user = restoreUser(stored.user);
    if (!quiz || !user) return;
    if (sameJson(quiz.answers, state.quizAnswers.answers) && user.animal === state.user.animal) {
      return;
    }
    store.dispatch(
      quizSavedInAnotherTab({
        answers: quiz.answers,
        animal: user.animal,
        lastQuizTakeDate: user.lastQuizTakeDate,
      }),
    );
  } else if (key === STORAGE_KEYS.enrollingSponsors) {
    const companyIds = parseEnrollingCompanyIds(stored);
    if (companyIds && !sameJson(companyIds, state.enrolment.companyIds)) {
      store.dispatch(enrolmentSavedInAnotherTab(companyIds));
    }
  } else if (key === STORAGE_KEYS.planProgress) {
    const progress = restoreActionPlan(stored, state.quizAnswers.answers);
    if (progress && !sameJson(progress.doneSteps, state.actionPlan.doneSteps)) {
      store.dispatch(doneStepsSavedInAnotherTab(progress.doneSteps));
    }
  }
}

/**
 * Writes the store back whenever a persisted part changes. The first pass runs at once, so
 * whatever malformed value storage held is replaced before the participant does anything.
 */
export function persistStore(store: AppStore): () => void {
  let last: RootState | undefined;
  const write = () => {
    const state = store.getState();
    const changed = (key: keyof RootState) => last?.[key] !== state[key];
    // A link in the tab led to another company, or named another enrolling sponsor (`e=`): the
    // pages follow the enrolment as a page load there would. The dispatch runs this listener
    // again, which writes the state it leaves.
    const isEnroll = state.enrolment.companyIds.includes(state.company.companyId);
    if ((changed('company') || changed('enrolment')) && last && isEnroll !== state.user.isEnroll) {
      store.dispatch(enrollingFollowedCompany(isEnroll));
      return;
    }
    if (
      changed('user') ||
      changed('company') ||
      changed('quizAnswers') ||
      changed('animal') ||
      changed('calculator') ||
      changed('articles')
    ) {
      writeSession(state);
    }
    if (
      !last ||
      last.user.language !== state.user.language ||
      last.user.segment !== state.user.segment
    ) {
      writeObject('local', STORAGE_KEYS.userProfile, {
        language: state.user.language,
        segment: state.user.segment,
      });
    }
    let answersKept: boolean | undefined;
    if (changed('user') || changed('company') || changed('quizAnswers')) {
      answersKept = writeObject('local', STORAGE_KEYS.retirement, {
        user: state.user,
        company: { config: { companyId: state.company.companyId } },
        quizAnswers: state.quizAnswers,
      });
    }
    if (changed('enrolment')) {
      writeObject('local', STORAGE_KEYS.enrollingSponsors, state.enrolment);
    }
    if (changed('actionPlan')) {
      // The ticks only: a plan a retake cleared stays in this tab (see ActionPlanState).
      writeObject('local', STORAGE_KEYS.planProgress, { doneSteps: state.actionPlan.doneSteps });
    }
    if (last?.flags.overrides !== state.flags.overrides) {
      writeObject('local', STORAGE_KEYS.flagOverrides, state.flags.overrides);
    }
    last = state;
    // After `last` is set: the dispatch runs this listener again, which must see this pass done.
    if (answersKept !== undefined && answersKept === state.localSave.failed) {
      store.dispatch(answersKept ? answersSaved() : answersNotSaved());
    }
  };
  write();
  const unsubscribe = store.subscribe(write);
  const onStorage = (event: StorageEvent) => {
    takeUpOtherTab(store, event.key, event.newValue);
  };
  // A page the back/forward cache brings back missed the other tabs' writes while it was away.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    for (const key of [
      STORAGE_KEYS.retirement,
      STORAGE_KEYS.enrollingSponsors,
      STORAGE_KEYS.planProgress,
    ]) {
      takeUpOtherTab(store, key, readString('local', key));
    }
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}
